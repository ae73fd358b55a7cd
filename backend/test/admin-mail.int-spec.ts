import { MailOutbox } from '../src/modules/mail/application/mail-outbox';
import { UNIT_OF_WORK, type UnitOfWork } from '../src/shared/application/unit-of-work';
import { waitForMail } from './support/mailbox';
import { ADMIN, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

interface OutboxEntry {
  id: string;
  kind: string;
  toAddress: string;
  toName: string;
  subject: string | null;
  state: string;
  attempts: number;
  lastError: string | null;
  smtpResponse: string | null;
  sentAt: string | null;
}

const OUTBOX = '/api/admin/mail/outbox';
const MAILBOX = '/api/admin/mail/mailbox';

/** /admin/mail's API (D18): the outbox, the development mailbox, the test message; admins only. */
describe('admin: mail', () => {
  let t: TestApp;
  let admin: TestClient;

  const queue = (eventKey: string, email: string) =>
    t.inRequestScope(() =>
      t.app
        .get<UnitOfWork>(UNIT_OF_WORK)
        .run(() => t.app.get(MailOutbox).queue({ kind: 'mail.test', to: { email, name: 'Iris Calder' }, eventKey })),
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn(ADMIN);
  });
  afterAll(() => t.close());

  it('sends the editor a test message through the outbox, shown in the outbox and the development mailbox', async () => {
    expect((await admin.post('/api/admin/mail/test')).status).toBe(202);
    const received = await waitForMail(t, { to: ADMIN.email, subject: /a test message/ });

    const outbox = (await admin.get(OUTBOX)).body as { items: OutboxEntry[]; total: number };
    expect(outbox.total).toBe(1);
    expect(outbox.items[0]).toMatchObject({
      kind: 'mail.test',
      toAddress: ADMIN.email,
      subject: 'Penwright Collective: a test message',
      state: 'sent',
      attempts: 1,
      lastError: null,
      smtpResponse: expect.stringMatching(/^250/),
    });
    // The row's data (a reset link's token, say) never leaves the server.
    expect(outbox.items[0]).not.toHaveProperty('data');
    expect(outbox.items[0]).not.toHaveProperty('eventKey');

    const mailbox = await admin.get(MAILBOX);
    expect(mailbox.body).toMatchObject({
      active: true,
      total: 1,
      items: [{ id: received.id, to: expect.stringContaining(ADMIN.email), subject: received.subject }],
    });
    expect(mailbox.body.items[0]).not.toHaveProperty('html');

    const opened = await admin.get(`${MAILBOX}/${received.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      id: received.id,
      subject: 'Penwright Collective: a test message',
      html: expect.stringContaining('Mail is working'),
      text: expect.stringContaining('this test message left the server'),
      headers: expect.objectContaining({ 'x-penwright-message': outbox.items[0]!.id }),
    });
  });

  it('pages both lists newest first and filters the outbox by state', async () => {
    for (const n of [1, 2, 3]) await queue(`admin-mail:${n}`, `reader${n}@example.com`);
    await waitForMail(t, { to: 'reader3@example.com' });
    await waitForMail(t, { to: 'reader1@example.com' });
    await t.sql("UPDATE mail_message SET state = 'failed', last_error = 'refused' WHERE to_address = ?", [
      'reader2@example.com',
    ]);

    const first = (await admin.get(`${OUTBOX}?page=1&pageSize=2`)).body as { items: OutboxEntry[]; total: number };
    expect(first.total).toBe(4);
    expect(first.items.map((item) => item.toAddress)).toEqual(['reader3@example.com', 'reader2@example.com']);
    const second = (await admin.get(`${OUTBOX}?page=2&pageSize=2`)).body as { items: OutboxEntry[] };
    expect(second.items.map((item) => item.toAddress)).toEqual(['reader1@example.com', ADMIN.email]);

    const failed = (await admin.get(`${OUTBOX}?state=failed`)).body as { items: OutboxEntry[]; total: number };
    expect(failed).toMatchObject({ total: 1, items: [{ toAddress: 'reader2@example.com', lastError: 'refused' }] });

    const received = (await admin.get(`${MAILBOX}?pageSize=1&page=2`)).body as { items: { to: string }[] };
    expect(received.items).toHaveLength(1);
  });

  it('refuses bad query parameters and ids with a 400, and an unknown message with a 404', async () => {
    for (const [url, message] of [
      [`${OUTBOX}?state=lost`, 'state must be one of: queued, sent, failed'],
      [`${OUTBOX}?page=0`, 'page must be an integer from 1 to 1000000'],
      [`${OUTBOX}?pageSize=101`, 'pageSize must be an integer from 1 to 100'],
      [`${OUTBOX}?state=sent&state=failed`, 'state must be one of: queued, sent, failed'],
      [`${OUTBOX}?campaign=x`, 'property campaign should not exist'],
      [`${MAILBOX}?page=1.5`, 'page must be an integer from 1 to 1000000'],
      [`${MAILBOX}/1e3`, 'The message id must be a positive whole number'],
      [`${MAILBOX}/${'9'.repeat(30)}`, 'The message id must be a positive whole number'],
    ] as const) {
      const response = await admin.get(url);
      expect({ url, status: response.status, message: response.body.message }).toEqual({
        url,
        status: 400,
        message: [message],
      });
    }
    const missing = await admin.get(`${MAILBOX}/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('MAIL_MESSAGE_NOT_FOUND');
  });

  it('is for admins only: 401 without a session, 403 for a member', async () => {
    const visitor = await t.client();
    const member = await t.signIn(DEMO);
    for (const [method, url] of [
      ['get', OUTBOX],
      ['get', MAILBOX],
      ['get', `${MAILBOX}/1`],
      ['post', '/api/admin/mail/test'],
    ] as const) {
      expect((await visitor[method](url)).status).toBe(401);
      expect((await member[method](url)).status).toBe(403);
    }
    expect(await t.sql('SELECT id FROM mail_message WHERE to_address = ?', [DEMO.email])).toEqual([]);
  });
});

describe('admin: mail with SMTP_URL set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', JOB_WORKERS: 'false' });
  });
  afterAll(() => t.close());

  it('says the development mailbox is off and opens none of its messages', async () => {
    const admin = await t.signIn(ADMIN);
    await t.sql(
      "INSERT INTO dev_mailbox_message (from_address, to_address, subject) VALUES ('a@example.com', 'b@example.com', 'Old')",
    );
    expect((await admin.get(MAILBOX)).body).toEqual({ active: false, items: [], total: 0 });
    const [{ id }] = await t.sql<{ id: string }>('SELECT id::text AS id FROM dev_mailbox_message');
    expect((await admin.get(`${MAILBOX}/${id}`)).status).toBe(404);
  });
});
