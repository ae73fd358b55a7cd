import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { AddressObject, ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { DevMailboxStore } from '../../application/ports/dev-mailbox-store';
import { MAIL_SETTINGS, type MailSettings } from '../../mail.settings';
import { DEV_MAILBOX_STORE } from '../../mail.tokens';

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/**
 * The parser, loaded with the first message rather than at start: mailparser with its HTML-to-text and charset
 * tables is some 150 modules, and a server (or a test) that sends nothing never needs it (issue 29).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mailparser = () => require('mailparser') as typeof import('mailparser');

/**
 * The development mailbox (D18): without SMTP_URL, a real SMTP server on 127.0.0.1 (`smtp-server`) receives what
 * the app sends, parses each message (`mailparser`) and stores it in `dev_mailbox_message`, where editors read it
 * at /admin/mail and tests read it too. Loopback only, no authentication, no TLS: nothing outside this machine can
 * reach it. Each instance runs its own on a free port (DEV_MAILBOX_PORT=0) and they share the table.
 */
@Injectable()
export class DevMailbox implements OnModuleInit, OnApplicationShutdown {
  private server: SMTPServer | null = null;
  private listeningPort = 0;
  private readonly logger = new Logger('DevMailbox');

  constructor(
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(DEV_MAILBOX_STORE) private readonly mailbox: DevMailboxStore,
  ) {}

  get active(): boolean {
    return !this.settings.smtpUrl;
  }

  port(): number {
    if (!this.listeningPort) throw new Error('the development mailbox is not running');
    return this.listeningPort;
  }

  /**
   * Listening before any module's onApplicationBootstrap, where the job queue starts its workers: a message queued
   * before this start (the last run's) is delivered at its first attempt, not refused because nothing listens yet.
   */
  async onModuleInit(): Promise<void> {
    if (!this.active) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      size: MAX_MESSAGE_BYTES,
      banner: 'Penwright development mailbox',
      logger: false,
      onData: (stream, _session, callback) => {
        mailparser()
          .simpleParser(stream)
          .then((mail) => this.store(mail))
          .then(
            () => callback(null),
            (error: Error) => callback(error),
          );
      },
    });
    server.on('error', (error) => this.logger.error(error));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.settings.devMailboxPort, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.listeningPort = (server.server.address() as AddressInfo).port;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async store(mail: ParsedMail): Promise<void> {
    const headers: Record<string, string> = {};
    for (const [name, value] of mail.headers) headers[name] = headerText(value);
    await this.mailbox.store({
      receivedAt: new Date(),
      from: addresses(mail.from),
      to: addresses(mail.to),
      subject: mail.subject ?? '',
      html: typeof mail.html === 'string' ? mail.html : null,
      text: mail.text ?? null,
      headers,
    });
  }
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');

/** A parsed header as one line of text (mailparser turns structured headers into objects). */
function headerText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object' && 'text' in value) return String((value as { text: unknown }).text);
  if (value && typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value);
  return JSON.stringify(value);
}
