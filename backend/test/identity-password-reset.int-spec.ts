import { RESET_REQUESTED_MESSAGE } from '../src/modules/identity/application/password-reset';
import { person, registerWithSandbox } from './support/billing';
import { receivedMail, waitForMail, type ReceivedMail } from './support/mailbox';
import { APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';

const tokenIn = (mail: ReceivedMail): string => {
  const match = /http:\/\/[^\s\]]+\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
};
const RESET_SUBJECT = /^Penwright Collective: reset your password$/;
const NEW_PASSWORD = 'ink-and-quill-2027';

describe('identity: forgot password (D19)', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  /** Each request from its own client address, unless one is given: the per-client limit has its own test. */
  const requestReset = async (email: unknown, from = `198.51.100.${(address += 1)}`) =>
    (await t.client()).post('/api/password-reset/request', { email }).set('X-Forwarded-For', from);

  /** Waits until the job queue has run every reset request (the answer comes before the job). */
  async function jobsDone(): Promise<void> {
    for (let i = 0; i < 100; i += 1) {
      const [{ n }] = await t.sql<{ n: string }>(
        "SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier IN ('identity.send-password-reset', 'mail.deliver', 'mail.deliver-campaign')",
      );
      if (n === '0') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the reset jobs did not run');
  }

  async function resetLinkFor(email: string): Promise<string> {
    expect((await requestReset(email)).status).toBe(202);
    return tokenIn(await waitForMail(t, { to: email, subject: RESET_SUBJECT }));
  }

  it('answers an unknown address exactly like a known one, and mails only the real account', async () => {
    const known = await requestReset(DEMO.email);
    const unknown = await requestReset('nobody-here@example.com');
    for (const response of [known, unknown]) {
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    }
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    const mail = await waitForMail(t, { to: DEMO.email, subject: RESET_SUBJECT });
    expect(mail.text).toContain('60 minutes');
    await jobsDone();
    expect((await receivedMail(t)).filter((m) => RESET_SUBJECT.test(m.subject)).map((m) => m.to)).toEqual([
      expect.stringContaining(DEMO.email),
    ]);
    expect(await t.sql('SELECT id FROM mail_message WHERE to_address = ?', ['nobody-here@example.com'])).toEqual([]);
  });

  it('resets once: signs in on the reset page, ends every other session, voids older links', async () => {
    const elsewhere = await t.signIn(APPROVED_DEMO);
    const older = await resetLinkFor(APPROVED_DEMO.email);
    await t.sql('DELETE FROM dev_mailbox_message');
    const token = await resetLinkFor(APPROVED_DEMO.email);
    expect(token).not.toBe(older);

    const page = await t.client();
    expect((await page.post('/api/password-reset/check', { token })).body).toEqual({ email: APPROVED_DEMO.email });
    const mismatch = await page.post('/api/password-reset', { token, password: NEW_PASSWORD, confirmPassword: 'x' });
    expect([mismatch.status, mismatch.body.message]).toEqual([400, "Passwords don't match"]);
    const short = await page.post('/api/password-reset', { token, password: 'abc', confirmPassword: 'abc' });
    expect([short.status, short.body.message]).toEqual([400, ['Password must be at least 6 characters']]);

    const reset = await page.post('/api/password-reset', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.email).toBe(APPROVED_DEMO.email);
    expect((await page.get('/api/user')).body.email).toBe(APPROVED_DEMO.email); // signed in here
    expect((await elsewhere.get('/api/user')).status).toBe(401); // and nowhere else

    const reused = await (
      await t.client()
    ).post('/api/password-reset', {
      token,
      password: 'another-one-2027',
      confirmPassword: 'another-one-2027',
    });
    expect([reused.status, reused.body.code]).toEqual([409, 'ACCOUNT_LINK_USED']);
    const voided = await (await t.client()).post('/api/password-reset/check', { token: older });
    expect([voided.status, voided.body.code]).toEqual([409, 'ACCOUNT_LINK_USED']);

    const oldPassword = await (await t.client()).post('/api/login', APPROVED_DEMO);
    expect(oldPassword.status).toBe(401);
    await t.signIn({ email: APPROVED_DEMO.email, password: NEW_PASSWORD });
    const [audit] = await t.sql<{ action: string; actor_id: number }>(
      "SELECT action, actor_id FROM audit_log WHERE action = 'user.reset_password'",
    );
    expect(audit).toEqual({ action: 'user.reset_password', actor_id: reset.body.id });
  });

  it('lets one of many parallel uses of a link through', async () => {
    const token = await resetLinkFor(DEMO.email);
    const clients = await Promise.all(Array.from({ length: 5 }, () => t.client()));
    const answers = await Promise.all(
      clients.map((client) =>
        client.post('/api/password-reset', { token, password: DEMO.password, confirmPassword: DEMO.password }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.code).toBe('ACCOUNT_LINK_USED');
    await t.sql('DELETE FROM dev_mailbox_message');
  });

  it('refuses an expired, malformed, altered or another account’s link with a 4xx, changing nothing', async () => {
    const token = await resetLinkFor(DEMO.email);
    const client = await t.client();
    const body = (value: unknown) => ({ token: value, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });

    const malformed = await client.post('/api/password-reset', body('abc'));
    expect([malformed.status, malformed.body.code]).toEqual([400, 'ACCOUNT_LINK_INVALID']);
    // One character changed (never to itself: a token may start with any base64url character).
    const altered = await client.post('/api/password-reset', body(`${token[0] === 'x' ? 'y' : 'x'}${token.slice(1)}`));
    expect([altered.status, altered.body.code]).toEqual([400, 'ACCOUNT_LINK_INVALID']);
    const wrongType = await client.post('/api/password-reset', body(42));
    expect(wrongType.status).toBe(400);

    const otherMember = await t.signIn({ email: APPROVED_DEMO.email, password: NEW_PASSWORD });
    const wrongAccount = await otherMember.post('/api/password-reset', body(token));
    expect([wrongAccount.status, wrongAccount.body.code]).toEqual([403, 'ACCOUNT_LINK_WRONG_ACCOUNT']);
    const checked = await otherMember.post('/api/password-reset/check', { token });
    expect([checked.status, checked.body.code]).toEqual([403, 'ACCOUNT_LINK_WRONG_ACCOUNT']);

    // Ten seconds past its 60 minutes (the row's clock moved back).
    await t.sql(
      "UPDATE account_links SET created_at = created_at - interval '3610 seconds', expires_at = expires_at - interval '3610 seconds' WHERE purpose = 'reset-password' AND used_at IS NULL",
    );
    const expired = await client.post('/api/password-reset', body(token));
    expect([expired.status, expired.body.code]).toEqual([409, 'ACCOUNT_LINK_EXPIRED']);
    expect(expired.body.message).toBe('This password reset link has expired. Ask for a new one from the sign-in page.');
    // DEMO's password is as seeded.
    expect((await (await t.client()).post('/api/login', DEMO)).status).toBe(200);
  });

  it('limits requests per address and per client address (429), answering the same for unknown addresses', async () => {
    for (let i = 0; i < 5; i += 1) expect((await requestReset('ghost@example.com')).status).toBe(202);
    const perAddress = await requestReset('ghost@example.com');
    expect([perAddress.status, perAddress.body.code]).toEqual([429, 'PASSWORD_RESET_RATE_LIMITED']);
    expect(perAddress.body.message).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/);

    for (let i = 0; i < 20; i += 1)
      expect((await requestReset(`sweep${i}@example.com`, '203.0.113.9')).status).toBe(202);
    const perClient = await requestReset('sweep-last@example.com', '203.0.113.9');
    expect([perClient.status, perClient.body.code]).toEqual([429, 'PASSWORD_RESET_RATE_LIMITED']);
  });

  it('mails the reset to every address registration accepts (an apostrophe in it)', async () => {
    const email = `o'hara.${Date.now()}@example.com`;
    const { response } = await registerWithSandbox(await t.client(), 'writer', person({ email }));
    expect(response.status).toBe(201);
    expect((await requestReset(email)).status).toBe(202);
    const mail = await waitForMail(t, { to: email, subject: RESET_SUBJECT });
    expect(tokenIn(mail)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('refuses bad input with a 4xx and stores nothing', async () => {
    await jobsDone();
    const before = await t.sql('SELECT count(*) AS n FROM graphile_worker.jobs');
    const links = await t.sql('SELECT count(*) AS n FROM account_links');
    const client = await t.client();
    for (const email of [
      `${'a'.repeat(250)}@example.com`,
      'demo@penwright.test\r\nBcc: victim@example.com',
      'demo@penwright.test\nSubject: hi',
      '<script>@example.com',
      'no-at-sign',
      '',
      42,
      ['demo@penwright.test'],
    ]) {
      const response = await client.post('/api/password-reset/request', { email });
      expect([email, response.status]).toEqual([email, 400]);
    }
    const extra = await client.post('/api/password-reset/request', { email: DEMO.email, name: 'x' });
    expect(extra.status).toBe(400);
    const reset = await client.post('/api/password-reset', {
      token: 'a\r\nb',
      password: 'abcdef',
      confirmPassword: 'abcdef',
    });
    expect(reset.status).toBe(400);
    expect(await t.sql('SELECT count(*) AS n FROM graphile_worker.jobs')).toEqual(before);
    expect(await t.sql('SELECT count(*) AS n FROM account_links')).toEqual(links);
  });
});
