import { hashToken } from '../src/modules/identity/application/account-links';
import { receivedMail, waitForMail, type ReceivedMail } from './support/mailbox';
import { person, registerWithSandbox } from './support/billing';
import { ADMIN, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

/** The token of the first link to `page` in a received message's plain text. */
function tokenIn(mail: ReceivedMail, page: '/confirm-email' | '/reset-password'): string {
  const match = new RegExp(`http://[^\\s\\]]+${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1];
}
const count = async (t: TestApp, sql: string, params: unknown[] = []) =>
  Number((await t.sql<{ n: string }>(sql, params))[0].n);

describe('identity mail: welcome with an address check (D18)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  async function registered(): Promise<{ client: TestClient; email: string; id: number }> {
    const client = await t.client();
    const { who, response } = await registerWithSandbox(client, 'writer');
    expect(response.status).toBe(201);
    return { client, email: who.email, id: response.body.id as number };
  }

  it('welcomes a new member once, with the link that confirms the address; payouts wait for it', async () => {
    const { client, email, id } = await registered();
    const me = await client.get('/api/user');
    expect(me.body.emailConfirmedAt).toBeNull();

    const refused = await client.post('/api/payouts/request');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('EMAIL_NOT_CONFIRMED');
    expect(refused.body.message).toMatch(/^Please confirm your email address before requesting a payout/);

    const mail = await waitForMail(t, { to: email, subject: /please confirm your email address$/ });
    expect(mail.subject).toBe('Welcome to Penwright Collective: please confirm your email address');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    const token = tokenIn(mail, '/confirm-email');
    // Only the token's hash is stored, with the address it went to and a 7-day expiry.
    const [link] = await t.sql<{ token_hash: string; email: string; days: string }>(
      `SELECT token_hash, email, round(extract(epoch FROM expires_at - created_at) / 86400) AS days
         FROM account_links WHERE user_id = ?`,
      [id],
    );
    expect(link).toEqual({ token_hash: hashToken(token), email, days: '7' });

    // A GET of the page (a mail scanner) confirms nothing: only the page's POST does.
    await client.get(`/confirm-email?token=${token}`);
    expect((await client.get('/api/user')).body.emailConfirmedAt).toBeNull();

    const confirmed = await client.post('/api/email-confirmation', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email });
    expect((await client.get('/api/user')).body.emailConfirmedAt).toEqual(expect.any(String));
    // The payout check now passes and the next rule answers (no payout account yet, D21).
    expect((await client.post('/api/payouts/request')).body.code).toBe('PAYOUT_ACCOUNT_REQUIRED');

    const again = await client.post('/api/email-confirmation', { token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ACCOUNT_LINK_USED');
    expect(
      (await receivedMail(t)).filter(
        (m) => m.to.includes(email) && m.subject.endsWith('please confirm your email address'),
      ),
    ).toHaveLength(1);
  });

  it('tells an expired, a malformed, an altered and another account’s link apart, with 4xx codes', async () => {
    const first = await registered();
    const second = await registered();
    const token = tokenIn(
      await waitForMail(t, { to: first.email, subject: /please confirm your email address$/ }),
      '/confirm-email',
    );

    const visitor = await t.client();
    const malformed = await visitor.post('/api/email-confirmation', { token: 'not-a-token' });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'ACCOUNT_LINK_INVALID']);
    const altered = await visitor.post('/api/email-confirmation', {
      token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    });
    expect([altered.status, altered.body.code]).toEqual([400, 'ACCOUNT_LINK_INVALID']);
    const missing = await visitor.post('/api/email-confirmation', {});
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_FAILED']);

    // Signed in as another member: refused, and the link still works for its owner.
    const other = await second.client.post('/api/email-confirmation', { token });
    expect([other.status, other.body.code]).toEqual([403, 'ACCOUNT_LINK_WRONG_ACCOUNT']);

    // The account's address changed since the link was sent: the link confirms nothing.
    await t.sql("UPDATE users SET email = 'moved-' || email WHERE id = ?", [first.id]);
    const moved = await visitor.post('/api/email-confirmation', { token });
    expect([moved.status, moved.body.code]).toEqual([403, 'ACCOUNT_LINK_WRONG_ACCOUNT']);
    expect(moved.body.message).toMatch(/was sent to an address this account no longer uses/);
    await t.sql('UPDATE users SET email = substring(email from 7) WHERE id = ?', [first.id]);

    await t.sql("UPDATE account_links SET expires_at = now() - interval '1 second' WHERE user_id = ?", [first.id]);
    const expired = await visitor.post('/api/email-confirmation', { token });
    expect([expired.status, expired.body.code]).toEqual([409, 'ACCOUNT_LINK_EXPIRED']);
    expect(expired.body.message).toMatch(/has expired/);
    expect(
      await count(t, 'SELECT count(*) AS n FROM users WHERE id = ? AND email_confirmed_at IS NOT NULL', [first.id]),
    ).toBe(0);
  });

  it('welcomes every address registration accepts, an apostrophe in it included', async () => {
    // The outbox checks addresses as registration does (isEmail): a member who could register gets their welcome.
    const client = await t.client();
    const { who, response } = await registerWithSandbox(
      client,
      'writer',
      person({ email: `o'brien.${Date.now()}@example.com` }),
    );
    expect(response.status).toBe(201);
    const welcome = await waitForMail(t, {
      to: who.email.toLowerCase(),
      subject: /please confirm your email address$/,
    });
    expect(welcome.subject).toBe('Welcome to Penwright Collective: please confirm your email address');
  });

  it('tells the old address when an editor changes it, and checks the new one before payouts (D19)', async () => {
    const { client, email, id } = await registered();
    const confirmToken = tokenIn(
      await waitForMail(t, { to: email, subject: /please confirm your email address$/ }),
      '/confirm-email',
    );
    expect((await client.post('/api/email-confirmation', { token: confirmToken })).status).toBe(200);

    const admin = await t.signIn(ADMIN);
    const newEmail = `moved.${Date.now()}@example.com`;
    const edited = await admin.patch(`/api/admin/users/${id}`, { email: newEmail });
    expect(edited.status).toBe(200);

    const notice = await waitForMail(t, { to: email, subject: /your email address was changed$/ });
    expect(notice.text).toContain(newEmail);
    expect(notice.headers['list-unsubscribe']).toBeUndefined();
    const check = await waitForMail(t, { to: newEmail, subject: /confirm your email address$/ });
    expect((await client.get('/api/user')).body.emailConfirmedAt).toBeNull();
    expect((await client.post('/api/payouts/request')).body.code).toBe('EMAIL_NOT_CONFIRMED');
    expect((await client.post('/api/email-confirmation', { token: tokenIn(check, '/confirm-email') })).status).toBe(
      200,
    );
    expect((await client.get('/api/user')).body.emailConfirmedAt).toEqual(expect.any(String));
  });

  it('resends a fresh link a few times an hour, never to a confirmed address', async () => {
    const { client, email } = await registered();
    for (let i = 0; i < 3; i += 1) expect((await client.post('/api/email-confirmation/resend')).status).toBe(202);
    const limited = await client.post('/api/email-confirmation/resend');
    expect([limited.status, limited.body.code]).toEqual([429, 'ADDRESS_CHECK_RATE_LIMITED']);
    const resent = await waitForMail(t, { to: email, subject: /^Penwright Collective: confirm/ });
    expect(resent.subject).toBe('Penwright Collective: confirm your email address');
    expect((await client.post('/api/email-confirmation', { token: tokenIn(resent, '/confirm-email') })).status).toBe(
      200,
    );

    const demo = await t.signIn(DEMO);
    expect((await demo.get('/api/user')).body.emailConfirmedAt).toEqual(expect.any(String)); // seeded: confirmed
    const confirmedAlready = await demo.post('/api/email-confirmation/resend');
    expect([confirmedAlready.status, confirmedAlready.body.code]).toEqual([409, 'EMAIL_ALREADY_CONFIRMED']);
    expect((await (await t.client()).post('/api/email-confirmation/resend')).status).toBe(401);
  });
});
