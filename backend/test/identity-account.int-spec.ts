import { person, registerWithSandbox, type Person } from './support/billing';
import { waitForMail, type ReceivedMail } from './support/mailbox';
import { DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

const changeLinkIn = (mail: ReceivedMail): string => {
  const match = /http:\/\/[^\s\]]+\/confirm-email-change\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no change link in: ${mail.text}`);
  return match[1];
};
const CONFIRM_SUBJECT = /^Penwright Collective: confirm your new email address$/;
const REQUESTED_SUBJECT = /^Penwright Collective: a change of your email address was requested$/;
const CHANGED_SUBJECT = /^Penwright Collective: your email address was changed$/;
const PASSWORD_SUBJECT = /^Penwright Collective: your password was changed$/;

describe('identity: a member runs their own account (issue 26)', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  /** A new member, signed in on the client returned, each request from its own client address. */
  async function newMember(): Promise<{ who: Person; client: TestClient; id: number }> {
    const client = await t.client();
    const { who, response } = await registerWithSandbox(client, 'writer', person());
    expect(response.status).toBe(201);
    return { who, client, id: (await client.get('/api/user')).body.id as number };
  }
  const from = () => `198.51.100.${(address += 1)}`;
  const auditOf = (userId: number, action: string) =>
    t.sql<{ actor_id: number; before: unknown; after: unknown }>(
      'SELECT actor_id, before, after FROM audit_log WHERE entity_type = ? AND entity_id = ? AND action = ? ORDER BY id',
      ['user', String(userId), action],
    );

  it('refuses every change without the CSRF token, changing nothing', async () => {
    const { who, client, id } = await newMember();
    const forged = [
      client.agent.patch('/api/account/profile').send({ firstName: 'Forged', lastName: 'Q', username: 'forged_name' }),
      client.agent.post('/api/account/email').send({ newEmail: 'forged@example.com', currentPassword: who.password }),
      client.agent
        .post('/api/account/password')
        .send({ currentPassword: who.password, newPassword: 'forged-pass', confirmPassword: 'forged-pass' }),
    ];
    for (const response of await Promise.all(forged)) {
      expect([response.status, response.body.code]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    }
    const [row] = await t.sql('SELECT first_name, email FROM users WHERE id = ?', [id]);
    expect(row).toEqual({ first_name: 'Nora', email: who.email });
    expect(await t.sql('SELECT id FROM account_links WHERE user_id = ? AND purpose = ?', [id, 'change-email'])).toEqual(
      [],
    );
    await t.signIn({ email: who.email, password: who.password });
  });

  describe('profile', () => {
    it('changes the name and username, trimmed, and records who did it', async () => {
      const { client, id } = await newMember();
      const username = `quill_${Date.now() % 100000}`;
      const response = await client.patch('/api/account/profile', {
        firstName: '  Eleanor ',
        lastName: 'Vance',
        username,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id, firstName: 'Eleanor', lastName: 'Vance', username });
      expect((await client.get('/api/user')).body).toMatchObject({ firstName: 'Eleanor', username });
      const [entry] = await auditOf(id, 'user.update_profile');
      expect(entry).toMatchObject({ actor_id: id, after: { firstName: 'Eleanor', lastName: 'Vance', username } });
      expect(entry.before).toMatchObject({ firstName: 'Nora', lastName: 'Quill' });
    });

    it("refuses a taken username (in any case), the spec's messages, and bad input, changing nothing", async () => {
      const { who, client, id } = await newMember();
      const [demo] = await t.sql<{ username: string }>('SELECT username FROM users WHERE email = ?', [DEMO.email]);
      const upper = await client.patch('/api/account/profile', {
        firstName: 'N',
        lastName: 'Q',
        username: demo.username.toUpperCase(),
      });
      expect([upper.status, upper.body.code, upper.body.message]).toEqual([
        409,
        'USERNAME_TAKEN',
        'This username is already taken',
      ]);
      const cases: [object, string | RegExp][] = [
        [{ firstName: '', lastName: 'Q', username: 'abcdef' }, 'First name is required'],
        [{ firstName: 'N', lastName: '   ', username: 'abcdef' }, 'Last name is required'],
        [{ firstName: 'N', lastName: 'Q', username: 'ab' }, 'Username must be at least 3 characters'],
        [{ firstName: 'N', lastName: 'Q', username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
        [{ firstName: 'N', lastName: 'Q', username: 'nora quill' }, /may only contain/],
        [{ firstName: 'N', lastName: 'Q', username: 'nora\u0000x' }, /./],
        [{ firstName: 'x'.repeat(10_000), lastName: 'Q', username: 'abcdef' }, /First name must be less than/],
        [{ firstName: 42, lastName: 'Q', username: 'abcdef' }, 'First name is required'],
        [{ firstName: ['N'], lastName: 'Q', username: 'abcdef' }, 'First name is required'],
        [{ firstName: 'N', lastName: 'Q', username: 'abcdef', email: 'x@example.com' }, /./],
        [{ firstName: 'N', lastName: 'Q', username: 'abcdef', isAdmin: true }, /./],
        [{ firstName: 'N', lastName: 'Q' }, 'Username must be at least 3 characters'],
      ];
      for (const [body, message] of cases) {
        const response = await client.patch('/api/account/profile', body);
        expect([JSON.stringify(body).slice(0, 60), response.status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
        expect(String(response.body.message)).toMatch(message);
      }
      const [row] = await t.sql('SELECT first_name, last_name, username, is_admin FROM users WHERE id = ?', [id]);
      expect(row).toEqual({ first_name: 'Nora', last_name: 'Quill', username: who.username, is_admin: false });
      expect(await auditOf(id, 'user.update_profile')).toEqual([]);
      const visitor = await t.client();
      const signedOut = await visitor.patch('/api/account/profile', { firstName: 'N', lastName: 'Q', username: 'abc' });
      expect(signedOut.status).toBe(401);
    });
  });

  describe('e-mail change', () => {
    async function requestChange(client: TestClient, who: Person, newEmail: string) {
      const response = await client
        .post('/api/account/email', { newEmail, currentPassword: who.password })
        .set('X-Forwarded-For', from());
      expect([response.status, response.body.pendingEmail]).toEqual([202, newEmail]);
      return changeLinkIn(await waitForMail(t, { to: newEmail, subject: CONFIRM_SUBJECT }));
    }

    it('changes the address only when the link is opened, tells the old address at request and at change, and confirms the new one', async () => {
      const { who, client, id } = await newMember();
      const newEmail = `renamed.${Date.now()}@example.com`;
      const token = await requestChange(client, who, newEmail);

      const told = await waitForMail(t, { to: who.email, subject: REQUESTED_SUBJECT });
      expect(told.text).toContain(newEmail);
      // Until then, the old address signs in and is the account's.
      expect((await client.get('/api/user')).body.email).toBe(who.email);
      expect((await client.get('/api/account/email')).body).toMatchObject({ pendingEmail: newEmail });
      await t.signIn({ email: who.email, password: who.password });
      expect((await (await t.client()).post('/api/login', { email: newEmail, password: who.password })).status).toBe(
        401,
      );

      const confirmed = await client.post('/api/account/email/confirm', { token });
      expect([confirmed.status, confirmed.body.email]).toEqual([200, newEmail]);
      const [row] = await t.sql<{ email: string; email_confirmed_at: Date | null }>(
        'SELECT email, email_confirmed_at FROM users WHERE id = ?',
        [id],
      );
      expect(row.email).toBe(newEmail);
      expect(row.email_confirmed_at).not.toBeNull();
      expect((await client.get('/api/account/email')).body).toEqual({ pendingEmail: null, expiresAt: null });
      const changed = await waitForMail(t, { to: who.email, subject: CHANGED_SUBJECT });
      expect(changed.text).toContain(newEmail);
      await t.signIn({ email: newEmail, password: who.password });
      expect((await (await t.client()).post('/api/login', { email: who.email, password: who.password })).status).toBe(
        401,
      );

      const [requested] = await auditOf(id, 'user.request_email_change');
      expect(requested).toMatchObject({ actor_id: id, after: { pendingEmail: newEmail } });
      const [done] = await auditOf(id, 'user.change_email');
      expect(done).toMatchObject({ actor_id: id, before: { email: who.email }, after: { email: newEmail } });

      const reused = await client.post('/api/account/email/confirm', { token });
      expect([reused.status, reused.body.code]).toEqual([409, 'ACCOUNT_LINK_USED']);
    });

    it('replaces an older pending request with a newer one', async () => {
      const { who, client, id } = await newMember();
      const first = `first.${Date.now()}@example.com`;
      const second = `second.${Date.now()}@example.com`;
      const older = await requestChange(client, who, first);
      const newer = await requestChange(client, who, second);
      expect((await client.get('/api/account/email')).body.pendingEmail).toBe(second);
      const voided = await client.post('/api/account/email/confirm', { token: older });
      expect([voided.status, voided.body.code]).toEqual([409, 'ACCOUNT_LINK_USED']);
      expect((await client.post('/api/account/email/confirm', { token: newer })).status).toBe(200);
      const [row] = await t.sql('SELECT email FROM users WHERE id = ?', [id]);
      expect(row).toEqual({ email: second });
    });

    it('is withdrawn by the member, and by a password change: its link no longer works', async () => {
      const { who, client, id } = await newMember();
      const cancelled = await requestChange(client, who, `withdrawn.${Date.now()}@example.com`);
      const withdrawn = await client.delete('/api/account/email');
      expect([withdrawn.status, withdrawn.body]).toEqual([200, { pendingEmail: null, expiresAt: null }]);
      const late = await client.post('/api/account/email/confirm', { token: cancelled });
      expect([late.status, late.body.code]).toEqual([409, 'ACCOUNT_LINK_USED']);
      expect(await auditOf(id, 'user.cancel_email_change')).toHaveLength(1);

      // Someone with the password asks for a change; the owner changes the password: the change goes with it.
      const stolen = await requestChange(client, who, `taken.over.${Date.now()}@example.com`);
      const newPassword = 'harbour-lights-2027';
      const changed = await client
        .post('/api/account/password', {
          currentPassword: who.password,
          newPassword,
          confirmPassword: newPassword,
        })
        .set('X-Forwarded-For', from());
      expect(changed.status).toBe(200);
      expect((await client.get('/api/account/email')).body.pendingEmail).toBeNull();
      const after = await client.post('/api/account/email/confirm', { token: stolen });
      expect([after.status, after.body.code]).toEqual([409, 'ACCOUNT_LINK_USED']);
      const [row] = await t.sql('SELECT email FROM users WHERE id = ?', [id]);
      expect(row).toEqual({ email: who.email });
    });

    it('refuses a wrong password, a taken or unchanged address, an expired, malformed or another account’s link', async () => {
      const { who, client, id } = await newMember();
      const wrong = await client
        .post('/api/account/email', { newEmail: `x.${Date.now()}@example.com`, currentPassword: 'not-my-password' })
        .set('X-Forwarded-For', from());
      expect([wrong.status, wrong.body.code]).toEqual([400, 'CURRENT_PASSWORD_INCORRECT']);
      const taken = await client
        .post('/api/account/email', { newEmail: DEMO.email.toUpperCase(), currentPassword: who.password })
        .set('X-Forwarded-For', from());
      expect([taken.status, taken.body.code]).toEqual([409, 'EMAIL_TAKEN']);
      const same = await client
        .post('/api/account/email', { newEmail: who.email, currentPassword: who.password })
        .set('X-Forwarded-For', from());
      expect([same.status, same.body.code]).toEqual([400, 'EMAIL_UNCHANGED']);
      expect(await t.sql("SELECT id FROM account_links WHERE user_id = ? AND purpose = 'change-email'", [id])).toEqual(
        [],
      );

      const token = await requestChange(client, who, `later-taken.${Date.now()}@example.com`);
      const malformed = await client.post('/api/account/email/confirm', { token: 'abc' });
      expect([malformed.status, malformed.body.code]).toEqual([400, 'ACCOUNT_LINK_INVALID']);
      const altered = await client.post('/api/account/email/confirm', { token: `${token.slice(0, 42)}!` });
      expect([altered.status, altered.body.code]).toEqual([400, 'ACCOUNT_LINK_INVALID']);
      const someoneElse = await t.signIn(DEMO);
      const wrongAccount = await someoneElse.post('/api/account/email/confirm', { token });
      expect([wrongAccount.status, wrongAccount.body.code]).toEqual([403, 'ACCOUNT_LINK_WRONG_ACCOUNT']);

      await t.sql(
        "UPDATE account_links SET expires_at = now() - interval '10 seconds' WHERE user_id = ? AND purpose = 'change-email'",
        [id],
      );
      const expired = await client.post('/api/account/email/confirm', { token });
      expect([expired.status, expired.body.code]).toEqual([409, 'ACCOUNT_LINK_EXPIRED']);
      const [row] = await t.sql('SELECT email FROM users WHERE id = ?', [id]);
      expect(row).toEqual({ email: who.email });
      expect(await auditOf(id, 'user.change_email')).toEqual([]);
    });

    it('refuses the link when someone registered the address meanwhile, keeping the link for no one', async () => {
      const { who, client, id } = await newMember();
      const wanted = `contested.${Date.now()}@example.com`;
      const token = await requestChange(client, who, wanted);
      const { response } = await registerWithSandbox(await t.client(), 'writer', person({ email: wanted }));
      expect(response.status).toBe(201);
      const confirmed = await client.post('/api/account/email/confirm', { token });
      expect([confirmed.status, confirmed.body.code]).toEqual([409, 'EMAIL_TAKEN']);
      const [row] = await t.sql('SELECT email FROM users WHERE id = ?', [id]);
      expect(row).toEqual({ email: who.email });
    });

    it('refuses bad input with a 4xx and stores nothing', async () => {
      const { who, client, id } = await newMember();
      for (const body of [
        { newEmail: 'no-at-sign', currentPassword: who.password },
        { newEmail: `${'a'.repeat(250)}@example.com`, currentPassword: who.password },
        { newEmail: 'a@example.com\r\nBcc: victim@example.com', currentPassword: who.password },
        { newEmail: 42, currentPassword: who.password },
        { newEmail: 'a@example.com', currentPassword: 42 },
        { newEmail: 'a@example.com', currentPassword: 'x'.repeat(100_000) },
        { newEmail: 'a@example.com' },
        { newEmail: 'a@example.com', currentPassword: who.password, userId: 1 },
      ]) {
        const response = await client.post('/api/account/email', body).set('X-Forwarded-For', from());
        expect([JSON.stringify(body).slice(0, 50), response.status]).toEqual([JSON.stringify(body).slice(0, 50), 400]);
      }
      for (const token of [42, null, 'a\r\nb', 'x'.repeat(5000), { $ne: null }]) {
        const response = await client.post('/api/account/email/confirm', { token });
        expect(response.status).toBe(400);
      }
      expect(await t.sql("SELECT id FROM account_links WHERE user_id = ? AND purpose = 'change-email'", [id])).toEqual(
        [],
      );
    });
  });

  describe('password change', () => {
    it('keeps this session, ends every other, mails the member and records it', async () => {
      const { who, client, id } = await newMember();
      const phone = await t.signIn({ email: who.email, password: who.password });
      const laptop = await t.signIn({ email: who.email, password: who.password });
      const newPassword = 'quill-and-parchment-27';
      const response = await client
        .post('/api/account/password', { currentPassword: who.password, newPassword, confirmPassword: newPassword })
        .set('X-Forwarded-For', from());
      expect([response.status, response.body]).toEqual([200, { sessionsEnded: 2 }]);
      expect((await client.get('/api/user')).status).toBe(200);
      expect((await phone.get('/api/user')).status).toBe(401);
      expect((await laptop.get('/api/user')).status).toBe(401);
      expect((await (await t.client()).post('/api/login', { email: who.email, password: who.password })).status).toBe(
        401,
      );
      await t.signIn({ email: who.email, password: newPassword });
      const mail = await waitForMail(t, { to: who.email, subject: PASSWORD_SUBJECT });
      expect(mail.text).toContain('signed out');
      const [entry] = await auditOf(id, 'user.change_password');
      expect(entry).toMatchObject({ actor_id: id, after: { sessionsEnded: 2 } });
    });

    it('refuses a wrong current password, counted like sign-in attempts until it is limited', async () => {
      const { who, client, id } = await newMember();
      const [{ password_hash: before }] = await t.sql<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = ?',
        [id],
      );
      const attempt = (currentPassword: string) =>
        client
          .post('/api/account/password', {
            currentPassword,
            newPassword: 'brand-new-1',
            confirmPassword: 'brand-new-1',
          })
          .set('X-Forwarded-For', '203.0.113.77');
      const first = await attempt('wrong-guess');
      expect([first.status, first.body.code, first.body.message]).toEqual([
        400,
        'CURRENT_PASSWORD_INCORRECT',
        'Your current password is incorrect',
      ]);
      for (let i = 0; i < 9; i += 1) expect((await attempt(`guess-${i}`)).status).toBe(400);
      const limited = await attempt(who.password); // even the right one, once the limit is reached
      expect([limited.status, limited.body.code]).toEqual([429, 'LOGIN_RATE_LIMITED']);
      const [{ password_hash: after }] = await t.sql<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = ?',
        [id],
      );
      expect(after).toBe(before);
      expect(await auditOf(id, 'user.change_password')).toEqual([]);
    });

    it("applies the spec's rules to the new password and refuses bad input, changing nothing", async () => {
      const { who, client, id } = await newMember();
      const cases: [object, string | RegExp][] = [
        [
          { currentPassword: who.password, newPassword: 'abc', confirmPassword: 'abc' },
          'Password must be at least 6 characters',
        ],
        [
          { currentPassword: who.password, newPassword: 'abcdefg', confirmPassword: 'abcdefh' },
          "Passwords don't match",
        ],
        [
          { currentPassword: who.password, newPassword: 'x'.repeat(201), confirmPassword: 'x'.repeat(201) },
          'Password is too long',
        ],
        [{ currentPassword: '', newPassword: 'abcdefg', confirmPassword: 'abcdefg' }, /current password/],
        [
          { currentPassword: who.password, newPassword: 1234567, confirmPassword: 1234567 },
          "Password must be at least 6 characters,Passwords don't match",
        ],
        [{ currentPassword: who.password, newPassword: 'abcdefg' }, "Passwords don't match"],
        [{ currentPassword: who.password, newPassword: 'abcdefg', confirmPassword: 'abcdefg', id: 1 }, /./],
      ];
      for (const [body, message] of cases) {
        const response = await client.post('/api/account/password', body).set('X-Forwarded-For', from());
        expect(response.status).toBe(400);
        expect(String(response.body.message)).toMatch(message);
      }
      expect(await auditOf(id, 'user.change_password')).toEqual([]);
      await t.signIn({ email: who.email, password: who.password });
    });
  });
});
