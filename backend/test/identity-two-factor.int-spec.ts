import { waitForMail } from './support/mailbox';
import { ADMIN, APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';
import { currentCode, secretOf } from './support/two-factor';

const ENABLED = /^Penwright Collective: two-factor sign-in is on$/;
const DISABLED = /^Penwright Collective: two-factor sign-in was turned off$/;
const REGENERATED = /^Penwright Collective: new recovery codes$/;
const CODE_USED = /^Penwright Collective: a recovery code was used to sign in$/;

/** A code `steps` time steps away from now (30 s each). */
const codeIn = (secret: string, steps: number) => currentCode(secret, new Date(Date.now() + steps * 30_000));

describe('identity: two-factor sign-in with an authenticator app (D19)', () => {
  let t: TestApp;
  let address = 0;
  /** DEMO's authenticator secret, set up by the first test. */
  let demoSecret = '';
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  const userId = async (email: string) =>
    (await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [email]))[0]!.id;

  /** Sets up and confirms an authenticator app for the signed-in `client`; answers its secret and recovery codes. */
  async function enable(client: TestClient, currentPassword: string) {
    const setup = await client.post('/api/account/two-factor/totp/setup', { currentPassword });
    expect(setup.status).toBe(200);
    const secret = secretOf(setup.body.otpauthUri);
    expect(setup.body.key.replace(/ /g, '')).toBe(secret);
    const confirmed = await client.post('/api/account/two-factor/totp/confirm', { code: await currentCode(secret) });
    expect(confirmed.status).toBe(200);
    return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }

  /** The password step from its own client address; answers the client waiting for its second step. */
  async function passwordStep(credentials: { email: string; password: string }, from = `203.0.113.${(address += 1)}`) {
    const client = await t.client();
    const answer = await client.post('/api/login', credentials).set('X-Forwarded-For', from);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ secondFactorRequired: true, methods: ['totp'] });
    return {
      client,
      second: (body: object) => client.post('/api/login/second-factor', body).set('X-Forwarded-For', from),
    };
  }

  it('sets up with a sealed secret, signs in with a code only after the password, refuses a reused code', async () => {
    const member = await t.signIn(DEMO);
    expect((await member.get('/api/account/two-factor')).body).toEqual({
      methods: [],
      totp: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
    });
    // A session alone does not set a factor up: the current password first.
    const noPassword = await member.post('/api/account/two-factor/totp/setup', {});
    expect([noPassword.status, noPassword.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const wrongPassword = await member.post('/api/account/two-factor/totp/setup', { currentPassword: 'not-it' });
    expect([wrongPassword.status, wrongPassword.body.code]).toEqual([400, 'CURRENT_PASSWORD_INCORRECT']);
    const setup = await member.post('/api/account/two-factor/totp/setup', { currentPassword: DEMO.password });
    const secret = secretOf(setup.body.otpauthUri);
    demoSecret = secret;
    expect(setup.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Penwright:demo%40penwright\.test\?/);
    const [stored] = await t.sql<{ sealed_secret: string }>('SELECT sealed_secret FROM totp_credentials');
    expect(stored!.sealed_secret).not.toContain(secret);

    const wrong = await member.post('/api/account/two-factor/totp/confirm', { code: await codeIn(secret, -3) });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'TWO_FACTOR_CODE_INVALID']);
    const confirmed = await member.post('/api/account/two-factor/totp/confirm', { code: await currentCode(secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    const hashes = await t.sql<{ code_hash: string }>('SELECT code_hash FROM recovery_codes');
    expect(hashes.map((row) => row.code_hash)).not.toContain(confirmed.body.recoveryCodes[0]);
    const again = await member.post('/api/account/two-factor/totp/setup', { currentPassword: DEMO.password });
    expect([again.status, again.body.code]).toEqual([409, 'TWO_FACTOR_ALREADY_ENABLED']);
    expect((await member.get('/api/account/two-factor')).body).toMatchObject({
      methods: ['totp'],
      totp: { enabled: true, recoveryCodesLeft: 10 },
    });
    await waitForMail(t, { to: DEMO.email, subject: ENABLED });
    const [audit] = await t.sql<{ actor_id: number; entity_id: string }>(
      "SELECT actor_id, entity_id FROM audit_log WHERE action = 'user.two_factor_enabled'",
    );
    expect(audit).toEqual({ actor_id: await userId(DEMO.email), entity_id: String(await userId(DEMO.email)) });

    // The password alone signs no one in now.
    const { client, second } = await passwordStep(DEMO);
    expect((await client.get('/api/user')).status).toBe(401);
    const code = await codeIn(secret, 1); // the confirmation used the current step: the next one is still unused
    const signedIn = await second({ code });
    expect([signedIn.status, signedIn.body.email]).toEqual([200, DEMO.email]);
    expect((await client.get('/api/user')).body.email).toBe(DEMO.email);

    // The same code again, in a new sign-in: refused, and so is a code of an earlier step.
    const replay = await passwordStep(DEMO);
    const reused = await replay.second({ code });
    expect([reused.status, reused.body.code]).toEqual([400, 'TWO_FACTOR_CODE_INVALID']);
    expect((await replay.second({ code: await currentCode(secret) })).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await replay.client.get('/api/user')).status).toBe(401);
    // An expired code (two steps ago) is refused as well.
    const stale = await replay.second({ code: await codeIn(secret, -2) });
    expect(stale.body.code).toBe('TWO_FACTOR_CODE_INVALID');
  });

  it('signs in once with each recovery code, mailing and auditing its use; turning off needs password and code', async () => {
    const member = await t.signIn(APPROVED_DEMO);
    const { secret, recoveryCodes } = await enable(member, APPROVED_DEMO.password);
    const first = await passwordStep(APPROVED_DEMO);
    const signedIn = await first.second({ recoveryCode: recoveryCodes[0]!.toLowerCase() });
    expect(signedIn.status).toBe(200);
    await waitForMail(t, { to: APPROVED_DEMO.email, subject: CODE_USED });
    expect(await t.sql("SELECT id FROM audit_log WHERE action = 'user.recovery_code_used'")).toHaveLength(1);

    const reuse = await passwordStep(APPROVED_DEMO);
    const refused = await reuse.second({ recoveryCode: recoveryCodes[0] });
    expect([refused.status, refused.body.code]).toEqual([400, 'TWO_FACTOR_CODE_INVALID']);
    expect((await reuse.client.get('/api/user')).status).toBe(401);

    // New recovery codes: the old ones stop working.
    const regenerated = await member.post('/api/account/two-factor/recovery-codes', {
      password: APPROVED_DEMO.password,
    });
    expect(regenerated.status).toBe(200);
    await waitForMail(t, { to: APPROVED_DEMO.email, subject: REGENERATED });
    const old = await passwordStep(APPROVED_DEMO);
    expect((await old.second({ recoveryCode: recoveryCodes[1] })).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    const wrongPassword = await member.post('/api/account/two-factor/recovery-codes', { password: 'not-it' });
    expect([wrongPassword.status, wrongPassword.body.code]).toEqual([400, 'CURRENT_PASSWORD_INCORRECT']);

    // Off: the password and a current code, each checked.
    const noCode = await member.post('/api/account/two-factor/totp/disable', {
      password: APPROVED_DEMO.password,
      code: await codeIn(secret, -3),
    });
    expect([noCode.status, noCode.body.code]).toEqual([400, 'TWO_FACTOR_CODE_INVALID']);
    const noPassword = await member.post('/api/account/two-factor/totp/disable', {
      password: 'not-the-password',
      code: await codeIn(secret, 1),
    });
    expect(noPassword.body.code).toBe('CURRENT_PASSWORD_INCORRECT');
    const off = await member.post('/api/account/two-factor/totp/disable', {
      password: APPROVED_DEMO.password,
      code: await codeIn(secret, 1),
    });
    expect(off.status).toBe(204);
    await waitForMail(t, { to: APPROVED_DEMO.email, subject: DISABLED });
    expect(await t.sql('SELECT 1 FROM recovery_codes WHERE user_id = ?', [await userId(APPROVED_DEMO.email)])).toEqual(
      [],
    );
    const plain = await (await t.client()).post('/api/login', APPROVED_DEMO);
    expect(plain.body.email).toBe(APPROVED_DEMO.email);
    const actions = await t.sql<{ action: string }>('SELECT action FROM audit_log WHERE entity_id = ? ORDER BY id', [
      String(await userId(APPROVED_DEMO.email)),
    ]);
    expect(actions.map((row) => row.action)).toEqual([
      'user.two_factor_enabled',
      'user.recovery_code_used',
      'user.recovery_codes_regenerated',
      'user.two_factor_disabled',
    ]);
  });

  it('ends the second step after five wrong codes, after five minutes, and limits guesses like the password', async () => {
    const member = await t.signIn(DEMO, demoSecret); // DEMO has the app from the first test
    expect((await member.get('/api/account/two-factor')).body.methods).toEqual(['totp']);

    const from = '198.51.100.77';
    const step = await passwordStep(DEMO, from);
    for (let i = 0; i < 5; i += 1)
      expect((await step.second({ code: '000000' })).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    const over = await step.second({ code: '000000' });
    expect([over.status, over.body.code]).toEqual([409, 'SECOND_FACTOR_STEP_EXPIRED']);

    // Five minutes on, the step has expired.
    const late = await passwordStep(DEMO, from);
    await t.sql(
      `UPDATE "session" SET sess = jsonb_set(sess::jsonb, '{pendingSignIn,since}', to_jsonb(?::bigint))::json
       WHERE sess -> 'pendingSignIn' IS NOT NULL`,
      [Date.now() - 5 * 60_000 - 1000],
    );
    const expired = await late.second({ code: '123456' });
    expect([expired.status, expired.body.code]).toEqual([409, 'SECOND_FACTOR_STEP_EXPIRED']);

    // Without a password step at all: nothing to complete.
    const stranger = await (await t.client()).post('/api/login/second-factor', { code: '123456' });
    expect([stranger.status, stranger.body.code]).toEqual([409, 'SECOND_FACTOR_STEP_EXPIRED']);

    // Ten guesses at the account from one address in the window (the refusals of an ended step do not count), then
    // the sign-in limit, whatever the code.
    const third = await passwordStep(DEMO, from);
    for (let i = 0; i < 5; i += 1) await third.second({ code: '000000' });
    const fourth = await passwordStep(DEMO, from);
    const limited = await fourth.second({ code: await codeIn(demoSecret, 1) });
    expect([limited.status, limited.body.code]).toEqual([429, 'LOGIN_RATE_LIMITED']);
  });

  it('refuses every admin call to an admin without a second factor, with its code, while set-up works', async () => {
    await t.sql('UPDATE users SET is_admin = true WHERE email = ?', [APPROVED_DEMO.email]);
    const admin = await t.signIn(APPROVED_DEMO); // the app was turned off in the second test
    for (const path of ['/api/admin/users', '/api/admin/audit-log']) {
      const refused = await admin.get(path);
      expect([refused.status, refused.body.code]).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
    }
    expect((await admin.get('/api/user')).status).toBe(200);
    expect((await admin.get('/api/account/two-factor')).status).toBe(200);
    await enable(admin, APPROVED_DEMO.password);
    expect((await admin.get('/api/admin/users')).status).toBe(200);
    // The seeded administrator has one (ADMIN_TOTP_SECRET) and passes.
    expect((await (await t.signIn(ADMIN)).get('/api/admin/users')).status).toBe(200);
    await t.sql('UPDATE users SET is_admin = false WHERE email = ?', [APPROVED_DEMO.email]);
  });

  it('answers bad input on every new route with a 4xx naming the field', async () => {
    const member = await t.signIn(DEMO, demoSecret);
    const cases: [string, object][] = [
      ['/api/account/two-factor/totp/confirm', {}],
      ['/api/account/two-factor/totp/confirm', { code: 123456 }],
      ['/api/account/two-factor/totp/confirm', { code: '12345x' }],
      ['/api/account/two-factor/totp/confirm', { code: '1'.repeat(10_000) }],
      ['/api/account/two-factor/totp/disable', { code: '123456' }],
      ['/api/account/two-factor/totp/disable', { password: 'x', recoveryCode: ['a'] }],
      ['/api/account/two-factor/recovery-codes', {}],
      ['/api/account/two-factor/recovery-codes', { code: null }],
      ['/api/account/two-factor/totp/setup', { currentPassword: 'x', extra: 1 }],
      ['/api/account/two-factor/totp/setup', { currentPassword: 12345678 }],
      ['/api/login/second-factor', {}],
      ['/api/login/second-factor', { recoveryCode: 'x'.repeat(41) }],
    ];
    for (const [path, body] of cases) {
      const answer = await member.post(path, body);
      expect([path, answer.status, answer.body.code]).toEqual([path, 400, 'VALIDATION_FAILED']);
    }
  });
});
