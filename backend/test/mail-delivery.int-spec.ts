import type { NestExpressApplication } from '@nestjs/platform-express';
import { simpleParser } from 'mailparser';
import { DeliverMail } from '../src/modules/mail/application/deliver-mail';
import { MailOutbox, type QueuedMail } from '../src/modules/mail/application/mail-outbox';
import type { MailRenderer } from '../src/modules/mail/application/ports/mail-renderer';
import { MAIL_RENDERER } from '../src/modules/mail/mail.tokens';
import { DevMailbox } from '../src/modules/mail/infrastructure/dev-mailbox/dev-mailbox';
import { SmtpTransport } from '../src/modules/mail/infrastructure/smtp-transport';
import { MAIL_SETTINGS, type MailSettings } from '../src/modules/mail/mail.settings';
import { PLATFORM_SETTINGS } from '../src/platform/config/platform-settings';
import { MAIL_TEMPLATES } from '../src/modules/mail/infrastructure/templates';
import { mailTest } from '../src/modules/mail/infrastructure/templates/mail-test';
import { UNIT_OF_WORK, type UnitOfWork } from '../src/shared/application/unit-of-work';
import { SMTPServer } from 'smtp-server';
import { JobQueue } from '../src/platform/jobs/job-queue';
import { SmtpTestServer } from './support/smtp-test-server';
import { startInstance, startTestApp, type TestApp } from './support/test-app';

/**
 * Delivery through SMTP_URL to a real SMTP server (D18, issue 25): the message as a provider receives it, a refusal
 * retried with back-off and then recorded, and two delivery workers on one database sending each message once.
 */
describe('mail delivery over SMTP', () => {
  const smtp = new SmtpTestServer();
  let t: TestApp;
  let second: NestExpressApplication | null = null;
  const borrowed = MAIL_TEMPLATES['assignments.completed'];

  const queueAll = (mails: QueuedMail[]) =>
    t.inRequestScope(() =>
      t.app.get<UnitOfWork>(UNIT_OF_WORK).run(async () => {
        let queued = 0;
        for (const mail of mails) if (await t.app.get(MailOutbox).queue(mail)) queued += 1;
        return queued;
      }),
    );
  const stateOf = async (email: string) =>
    (
      await t.sql<{ state: string; attempts: number; smtp_response: string | null; last_error: string | null }>(
        'SELECT state, attempts, smtp_response, last_error FROM mail_message WHERE to_address = ?',
        [email],
      )
    )[0];

  beforeAll(async () => {
    await smtp.start();
    // A non-security kind whose own template another part of issue 25 writes: the test message's stands in.
    MAIL_TEMPLATES['assignments.completed'] = mailTest;
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: '2', PUBLIC_URL: 'https://writers.example' });
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
    await smtp.close();
    MAIL_TEMPLATES['assignments.completed'] = borrowed;
  });

  it('hands the provider the message: From the brand, To, Subject, HTML and text, one-click unsubscribe', async () => {
    const [{ id: userId }] = await t.sql<{ id: number }>("SELECT id FROM users WHERE email = 'demo@penwright.test'");
    await queueAll([{ kind: 'assignments.completed', to: { userId: userId! }, eventKey: 'delivery:headers' }]);
    await smtp.until(() => smtp.messages.length === 1, 'the message');

    const raw = smtp.messages[0]!.raw;
    const mail = await simpleParser(raw);
    expect(smtp.messages[0]!.recipients).toEqual(['demo@penwright.test']);
    expect(mail.from?.value).toEqual([{ name: 'Penwright Collective', address: 'support@penwright.example' }]);
    expect(mail.replyTo?.value).toEqual([{ name: 'Penwright Collective', address: 'support@penwright.example' }]);
    expect(mail.to).toMatchObject({ value: [{ address: 'demo@penwright.test' }] });
    expect(mail.subject).toBe('Penwright Collective: a test message');
    expect(mail.html).toContain('Mail is working');
    expect(mail.text).toContain('this test message left the server');
    // RFC 8058: the one-click target is the API's POST, absolute from PUBLIC_URL; the footer links to the page.
    const unsubscribe = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(raw)?.[1];
    expect(unsubscribe).toMatch(/^https:\/\/writers\.example\/api\/mail\/unsubscribe\?token=[\w%.-]+$/);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail.html).toContain('https://writers.example/unsubscribe?token=');

    await smtp.until(async () => (await stateOf('demo@penwright.test'))?.state === 'sent', 'sent recorded');
    expect(await stateOf('demo@penwright.test')).toMatchObject({
      attempts: 1,
      smtp_response: expect.stringMatching(/^250/),
    });
  });

  it('sends From MAIL_FROM when it is set', async () => {
    const transport = new SmtpTransport(
      { ...t.app.get<MailSettings>(MAIL_SETTINGS), mailFrom: 'Penwright Desk <desk@writers.example>' },
      t.app.get(PLATFORM_SETTINGS),
      t.app.get(DevMailbox),
    );
    try {
      await transport.send({
        to: { name: 'Ada', address: 'ada@example.com' },
        subject: 'From the desk',
        html: '<p>Hello</p>',
        text: 'Hello',
        unsubscribeUrl: null,
        messageId: '0',
      });
    } finally {
      transport.onApplicationShutdown();
    }
    const mail = await simpleParser(smtp.messages.find((m) => m.recipients.includes('ada@example.com'))!.raw);
    expect(mail.from?.value).toEqual([{ name: 'Penwright Desk', address: 'desk@writers.example' }]);
  });

  it('sends security mail without an unsubscribe header', async () => {
    await queueAll([
      { kind: 'mail.test', to: { email: 'iris@example.com', name: 'Iris' }, eventKey: 'delivery:security' },
    ]);
    await smtp.until(() => smtp.messages.some((m) => m.recipients.includes('iris@example.com')), 'the message');
    const raw = smtp.messages.find((m) => m.recipients.includes('iris@example.com'))!.raw;
    expect(raw).not.toMatch(/^List-Unsubscribe/im);
  });

  it('retries a refused message with back-off, then records it failed with the SMTP answer', async () => {
    smtp.refuse = (to) =>
      to === 'gone@example.com' ? { code: 550, text: '5.1.1 <gone@example.com>: no such mailbox' } : null;
    await queueAll([
      { kind: 'mail.test', to: { email: 'gone@example.com', name: 'Gone' }, eventKey: 'delivery:refused' },
    ]);

    await smtp.until(async () => (await stateOf('gone@example.com'))?.state === 'failed', 'the final failure', 20_000);
    expect(await stateOf('gone@example.com')).toEqual({
      state: 'failed',
      attempts: 2,
      smtp_response: '550 5.1.1 <gone@example.com>: no such mailbox',
      last_error: expect.stringContaining('550 5.1.1'),
    });
    // graphile-worker's back-off: the second attempt waits exp(1) ≈ 2.7 s after the first.
    const [first, retry] = smtp.attempts.get('gone@example.com')!;
    expect(retry! - first!).toBeGreaterThanOrEqual(2500);
    expect(smtp.messages.some((m) => m.recipients.includes('gone@example.com'))).toBe(false);
  }, 30_000);

  it("forgets the recipient of a deleted account's confirmation once it has failed for good (D19)", async () => {
    smtp.refuse = (to) =>
      to === 'erased@example.com' ? { code: 550, text: '5.1.1 <erased@example.com>: no such mailbox' } : null;
    await queueAll([
      {
        kind: 'identity.account-deleted',
        to: { email: 'erased@example.com', name: 'Ada Erased' },
        data: { byEditor: false },
        eventKey: 'delivery:account-deleted',
      },
    ]);
    const row = async () =>
      (
        await t.sql<Record<string, unknown>>(
          "SELECT state, to_address, to_name, data, smtp_response, last_error FROM mail_message WHERE event_key = 'delivery:account-deleted'",
        )
      )[0];
    // The final failure is recorded, then the recipient forgotten: wait for both, not for the first alone.
    await smtp.until(
      async () => (await row())?.state === 'failed' && (await row())?.to_address === 'erased',
      'the final failure, then the recipient forgotten',
      20_000,
    );
    expect(await row()).toEqual({
      state: 'failed',
      to_address: 'erased',
      to_name: 'erased',
      data: {},
      smtp_response: null,
      last_error: null,
    });
  }, 30_000);

  const BATCH = 400;
  it('with two delivery workers on one database, sends each of 400 messages once, twice over', async () => {
    second = await startInstance({ SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: '2' });
    const instances = [t.app, second];
    const deliveries = instances.map((app) => jest.spyOn(app.get(DeliverMail), 'deliver'));
    // What is proven here is the claiming, not the rendering (the first test and `make bench` cover that): a plain
    // body keeps 800 deliveries to seconds on a shared machine. 400 a round keep both instances' workers claiming
    // side by side for seconds: enough to meet every race a claim has, in a fraction of `make test`'s time.
    for (const app of instances) {
      jest
        .spyOn(app.get<MailRenderer>(MAIL_RENDERER), 'render')
        .mockResolvedValue({ subject: 'A note to readers', html: '<p>Hello</p>', text: 'Hello' });
    }
    const batch = (round: number) =>
      Array.from({ length: BATCH }, (_, n): QueuedMail => ({
        kind: 'mail.test',
        to: { email: `reader${n}@example.com`, name: `Reader ${n}` },
        eventKey: `delivery:bulk:${round}:${n}`,
      }));

    for (const round of [1, 2]) {
      const before = smtp.messages.length;
      // The second round queues the first round's events again too: an event queued twice is one message.
      expect(await queueAll([...batch(round), ...(round === 2 ? batch(1) : [])])).toBe(BATCH);
      await smtp.until(() => smtp.messages.length >= before + BATCH, `round ${round}'s ${BATCH} messages`, 60_000);
    }
    await smtp.until(async () => {
      const [row] = await t.sql<{ n: string }>(
        "SELECT count(*) AS n FROM mail_message WHERE state = 'sent' AND event_key LIKE 'delivery:bulk:%'",
      );
      return Number(row!.n) === 2 * BATCH;
    }, 'every message recorded sent');

    const ids = smtp.messages.filter((m) => /^reader\d+@/.test(m.recipients[0] ?? '')).map((m) => m.messageId);
    expect(ids).toHaveLength(2 * BATCH);
    expect(new Set(ids).size).toBe(2 * BATCH);
    // Both instances' workers took part.
    for (const spy of deliveries) expect(spy.mock.calls.length).toBeGreaterThan(0);
  }, 120_000);
});

describe('mail delivery from a worker instance that starts after the message was queued', () => {
  let t: TestApp;
  let worker: NestExpressApplication | null = null;

  beforeAll(async () => {
    t = await startTestApp({ JOB_WORKERS: 'false' });
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  it('starts its workers only once the development mailbox listens, and delivers at the first attempt', async () => {
    await t.inRequestScope(() =>
      t.app.get<UnitOfWork>(UNIT_OF_WORK).run(() =>
        t.app.get(MailOutbox).queue({
          kind: 'mail.test',
          to: { email: 'early@example.com', name: 'Early' },
          eventKey: 'early',
        }),
      ),
    );
    // The order of the two starts, seen from outside: a worker started first would take the waiting message to a
    // mailbox that is not listening yet (a failed attempt, a retry minutes later, or a loss at MAIL_MAX_ATTEMPTS=1).
    const started: string[] = [];
    const listen = SMTPServer.prototype.listen;
    const bootstrap = JobQueue.prototype.onApplicationBootstrap;
    const spies = [
      jest.spyOn(SMTPServer.prototype, 'listen').mockImplementation(function (this: SMTPServer, ...args) {
        started.push('the development mailbox');
        return listen.apply(this, args);
      }),
      jest.spyOn(JobQueue.prototype, 'onApplicationBootstrap').mockImplementation(function (this: JobQueue) {
        started.push('the workers');
        return bootstrap.apply(this);
      }),
    ];
    try {
      worker = await startInstance();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(started).toEqual(['the development mailbox', 'the workers']);

    const deadline = Date.now() + 10_000;
    let row: { state: string; attempts: number; last_error: string | null } | undefined;
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [row] = await t.sql('SELECT state, attempts, last_error FROM mail_message');
    } while (row?.state !== 'sent' && Date.now() < deadline);
    expect(row).toEqual({ state: 'sent', attempts: 1, last_error: null });
  });
});
