import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedSmtpMessage {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  /** The whole message as it arrived (headers and MIME body): parse it with mailparser's simpleParser. */
  raw: string;
  /** The outbox row it came from (its X-Penwright-Message header). */
  messageId: string | null;
}

/** A refusal: the SMTP reply code and text the server answers RCPT TO with (`550`, `5.1.1 no such mailbox`). */
export type Refusal = { code: number; text: string } | null;

/**
 * A real SMTP server for a test (smtp-server on 127.0.0.1, any free port), standing in for the provider SMTP_URL
 * names: it keeps every message it accepts and refuses a recipient when `refuse` says so (a 5xx or a 4xx).
 */
export class SmtpTestServer {
  readonly messages: ReceivedSmtpMessage[] = [];
  /** When each RCPT TO arrived, per address: a retried delivery knocks again. */
  readonly attempts = new Map<string, number[]>();
  refuse: (recipient: string) => Refusal = () => null;
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const recipient = address.address.toLowerCase();
        this.attempts.set(recipient, [...(this.attempts.get(recipient) ?? []), Date.now()]);
        const refusal = this.refuse(recipient);
        if (!refusal) return callback();
        callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const messageId = /^X-Penwright-Message:\s*(\S+)/im.exec(raw)?.[1] ?? null;
          this.messages.push({ recipients: session.envelope.rcptTo.map((r) => r.address), raw, messageId });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits until `done()` holds, checking every 50 ms; fails after `timeoutMs`. */
  async until(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): Promise<void> {
    const server = this.server;
    this.server = null;
    return server ? new Promise((resolve) => server.close(() => resolve())) : Promise.resolve();
  }
}
