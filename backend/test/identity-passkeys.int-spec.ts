import { generateKeyPairSync } from 'node:crypto';
import { Passkeys } from '../src/modules/identity/application/passkeys';
import { relyingPartyFor } from '../src/modules/identity/domain/passkey';
import { PASSKEY_CEREMONY_COOKIE } from '../src/modules/identity/http/passkey-ceremony-cookie';
import { waitForMail } from './support/mailbox';
import { SoftAuthenticator, type SoftPasskey } from './support/soft-authenticator';
import { APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';
import { cookieNamed, type TestClient } from './support/test-client';

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('identity: passkeys (D19)', () => {
  let t: TestApp;
  let authenticator: SoftAuthenticator;
  let address = 0;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    const rp = relyingPartyFor(t.config.mail.publicUrl, t.config.brand.brandName);
    authenticator = new SoftAuthenticator(rp.origin, rp.id);
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  /** Adding a passkey asks for the current password: each signed-in client remembers the one it signed in with. */
  const passwords = new WeakMap<TestClient, string>();
  async function signIn(who: { email: string; password: string }) {
    const client = await t.signIn(who);
    passwords.set(client, who.password);
    return client;
  }
  const askOptions = (member: TestClient, body: object = {}) =>
    member.post('/api/account/passkeys/options', { currentPassword: passwords.get(member), ...body });

  /** Each visitor from its own address, so the sign-in limit has its own test. */
  const visitor = async () => {
    const client = await t.client();
    const from = `198.51.100.${(address += 1)}`;
    return { client, from };
  };

  async function addPasskey(member: TestClient, passkey: SoftPasskey, name?: string) {
    const options = await askOptions(member);
    expect(options.status).toBe(200);
    const response = authenticator.register(passkey, options.body.options);
    return member.post('/api/account/passkeys', { response, ...(name !== undefined && { name }) });
  }

  async function signInOptions(client: TestClient, from: string): Promise<string> {
    const options = await client.post('/api/login/passkey/options').set('X-Forwarded-For', from);
    expect(options.status).toBe(200);
    return options.body.options.challenge as string;
  }

  const signInWith = (client: TestClient, from: string, response: object) =>
    client.post('/api/login/passkey', { response }).set('X-Forwarded-For', from);

  async function passwordlessSignIn(passkey: SoftPasskey) {
    const { client, from } = await visitor();
    const challenge = await signInOptions(client, from);
    return { client, answer: await signInWith(client, from, authenticator.assert(passkey, challenge)) };
  }

  const passkeysOf = (email: string) =>
    t.sql<{ id: number; name: string; counter: string; last_used_at: Date | null }>(
      'SELECT p.id, p.name, p.counter, p.last_used_at FROM passkeys p JOIN users u ON u.id = p.user_id WHERE u.email = ? ORDER BY p.id',
      [email],
    );

  it('adds a passkey with discoverable-credential options, names it after the device, mails and audits it', async () => {
    const member = await signIn(DEMO);
    const options = await askOptions(member);
    expect(options.status).toBe(200);
    expect(options.body.options).toMatchObject({
      rp: { id: authenticator.rpId, name: 'Penwright Collective' },
      user: { name: DEMO.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    const ceremony = cookieNamed(options, PASSKEY_CEREMONY_COOKIE);
    expect(ceremony).toMatch(/HttpOnly/);
    expect(ceremony).toMatch(/SameSite=Strict/);
    // Only a hash of the browser's handle is stored, with the challenge.
    const [kept] = await t.sql<{ challenge: string; handle_hash: string }>('SELECT * FROM passkey_challenges');
    expect(kept.challenge).toBe(options.body.options.challenge);
    expect(ceremony).not.toContain(kept.handle_hash);

    const passkey = authenticator.newPasskey();
    const added = await member
      .post('/api/account/passkeys', { response: authenticator.register(passkey, options.body.options) })
      .set('User-Agent', CHROME_ON_MAC);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      name: 'Chrome on Mac OS',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(await t.sql('SELECT count(*)::int AS n FROM passkey_challenges')).toEqual([{ n: 0 }]);
    expect((await member.get('/api/account/passkeys')).body).toEqual({ passkeys: [added.body] });

    const mail = await waitForMail(t, { to: DEMO.email, subject: /a passkey was added to your account$/ });
    expect(mail.text).toContain('"Chrome on Mac OS"');
    expect(
      await t.sql('SELECT action, before, after FROM audit_log WHERE action LIKE ? ORDER BY id', ['user.passkey_%']),
    ).toEqual([
      { action: 'user.passkey_added', before: null, after: { passkeyId: added.body.id, name: 'Chrome on Mac OS' } },
    ]);

    // The same authenticator on another account: refused, nothing added.
    const other = await signIn(APPROVED_DEMO);
    const again = await addPasskey(other, passkey);
    expect([again.status, again.body.code]).toEqual([409, 'PASSKEY_ALREADY_ADDED']);
    expect(await passkeysOf(APPROVED_DEMO.email)).toEqual([]);
  });

  it('signs in without a password with a discoverable passkey, and records its use', async () => {
    const member = await signIn(APPROVED_DEMO);
    const passkey = authenticator.newPasskey();
    expect((await addPasskey(member, passkey, 'Work laptop')).status).toBe(201);

    const { client, from } = await visitor();
    const options = await client.post('/api/login/passkey/options').set('X-Forwarded-For', from);
    expect(options.body.options).toMatchObject({ rpId: authenticator.rpId, userVerification: 'preferred' });
    expect(options.body.options.allowCredentials ?? []).toEqual([]); // the passkey names the account
    const csrfBefore = client.csrfToken;
    const answer = await signInWith(client, from, authenticator.assert(passkey, options.body.options.challenge));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email: APPROVED_DEMO.email });
    expect(client.csrfToken).not.toBe(csrfBefore); // identity's one sign-in: a new session id, a new token
    expect((await client.get('/api/user')).body).toMatchObject({ email: APPROVED_DEMO.email });
    const [stored] = await passkeysOf(APPROVED_DEMO.email);
    expect([stored.counter, stored.last_used_at]).toEqual(['1', expect.any(String)]);

    // The second factor's check (the lead's second step): the account's own passkey passes, another's does not.
    const service = t.app.get(Passkeys);
    const [approved] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [APPROVED_DEMO.email]);
    const [demo] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [DEMO.email]);
    const secondStep = async (expected: number) => {
      const prompt = await t.inRequestScope(() => service.authenticationOptions(expected));
      const challenge = prompt.options.challenge as string;
      return t.inRequestScope(() =>
        service.verifyAuthentication(authenticator.assert(passkey, challenge), prompt.ceremony, expected),
      );
    };
    await expect(secondStep(approved.id)).resolves.toBe(approved.id);
    await expect(secondStep(demo.id)).rejects.toMatchObject({ code: 'PASSKEY_NOT_ACCEPTED' });
    expect(await t.inRequestScope(() => service.countOf(approved.id))).toBe(1);
  });

  it('refuses a forged signature, a wrong challenge, another origin and a passkey nobody added', async () => {
    const member = await signIn(DEMO);
    const passkey = authenticator.newPasskey();
    expect((await addPasskey(member, passkey)).status).toBe(201);
    const forger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;

    const attempts = {
      forged: (challenge: string) => authenticator.assert(passkey, challenge, { signWith: forger }),
      wrongChallenge: () =>
        authenticator.assert(passkey, Buffer.from('a challenge never issued').toString('base64url')),
      otherOrigin: (challenge: string) => authenticator.assert(passkey, challenge, { origin: 'https://phish.example' }),
      unknown: (challenge: string) => authenticator.assert(authenticator.newPasskey(), challenge),
      // Without a password, the authenticator must have verified the person too.
      notVerified: (challenge: string) => authenticator.assert(passkey, challenge, { userVerified: false }),
    };
    for (const [name, forge] of Object.entries(attempts)) {
      const { client, from } = await visitor();
      const answer = await signInWith(client, from, forge(await signInOptions(client, from)));
      expect([name, answer.status, answer.body.code]).toEqual([name, 401, 'PASSKEY_NOT_ACCEPTED']);
      expect((await client.get('/api/user')).status).toBe(401);
    }
    const [stored] = await passkeysOf(DEMO.email);
    expect(stored.last_used_at).toBeNull();
  });

  it('refuses a replayed answer, a reused challenge, an expired one and one made for the other ceremony', async () => {
    const member = await signIn(DEMO);
    const passkey = authenticator.newPasskey();
    expect((await addPasskey(member, passkey)).status).toBe(201);
    const added = (await passkeysOf(DEMO.email)).length;

    // The challenge is taken by its first answer: the same answer again, with the same handle, finds none.
    const { client, from } = await visitor();
    const options = await client.post('/api/login/passkey/options').set('X-Forwarded-For', from);
    const handle = cookieNamed(options, PASSKEY_CEREMONY_COOKIE)!.split(';')[0];
    const answer = authenticator.assert(passkey, options.body.options.challenge);
    expect((await signInWith(client, from, answer)).status).toBe(200);
    const replay = await (await t.client()).post('/api/login/passkey', { response: answer }).set('Cookie', handle);
    expect([replay.status, replay.body.code]).toEqual([409, 'PASSKEY_CHALLENGE_EXPIRED']);

    // An old signature on a new challenge fails its check; a counter that does not move on is a cloned key's.
    const second = await visitor();
    const stale = await signInWith(second.client, second.from, { ...answer });
    expect(stale.status).toBe(409); // no challenge asked for yet
    const challenge = await signInOptions(second.client, second.from);
    expect((await signInWith(second.client, second.from, answer)).body.code).toBe('PASSKEY_NOT_ACCEPTED');
    const challenge2 = await signInOptions(second.client, second.from);
    expect(challenge2).not.toBe(challenge);
    const sameCounter = authenticator.assert(passkey, challenge2, { counter: passkey.counter });
    expect((await signInWith(second.client, second.from, sameCounter)).body.code).toBe('PASSKEY_NOT_ACCEPTED');

    // Two answers with one counter value at once (a cloned key racing the original): the counter's conditional write
    // lets one through.
    const [a, b] = [await visitor(), await visitor()];
    const [challengeA, challengeB] = [await signInOptions(a.client, a.from), await signInOptions(b.client, b.from)];
    const next = passkey.counter + 1;
    const raced = await Promise.all([
      signInWith(a.client, a.from, authenticator.assert(passkey, challengeA, { counter: next })),
      signInWith(b.client, b.from, authenticator.assert(passkey, challengeB, { counter: next })),
    ]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 401]);

    // Five minutes pass.
    const late = await visitor();
    const lateChallenge = await signInOptions(late.client, late.from);
    await t.sql("UPDATE passkey_challenges SET expires_at = now() - interval '1 second'");
    const expired = await signInWith(late.client, late.from, authenticator.assert(passkey, lateChallenge));
    expect([expired.status, expired.body.code]).toEqual([409, 'PASSKEY_CHALLENGE_EXPIRED']);

    // A sign-in challenge does not add a passkey.
    const crossed = await member.post('/api/login/passkey/options');
    const refused = await member.post('/api/account/passkeys', {
      response: authenticator.register(authenticator.newPasskey(), crossed.body.options),
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'PASSKEY_CHALLENGE_EXPIRED']);
    expect(await passkeysOf(DEMO.email)).toHaveLength(added);
  });

  it('renames and removes only the owner’s passkey; a removed one no longer signs in', async () => {
    const member = await signIn(DEMO);
    const other = await signIn(APPROVED_DEMO);
    const passkey = authenticator.newPasskey();
    const { body: added } = await addPasskey(member, passkey, 'Phone');
    await t.sql('DELETE FROM dev_mailbox_message');

    for (const attempt of [
      other.patch(`/api/account/passkeys/${added.id}`, { name: 'Mine now' }),
      other.delete(`/api/account/passkeys/${added.id}`),
    ]) {
      const refused = await attempt;
      expect([refused.status, refused.body.code]).toEqual([404, 'PASSKEY_NOT_FOUND']);
    }
    const renamed = await member.patch(`/api/account/passkeys/${added.id}`, { name: '  Pixel 9  ' });
    expect([renamed.status, renamed.body.name]).toEqual([200, 'Pixel 9']);
    expect((await waitForMail(t, { to: DEMO.email, subject: /renamed$/ })).text).toContain(
      '"Phone" is now named "Pixel 9"',
    );

    expect((await member.delete(`/api/account/passkeys/${added.id}`)).status).toBe(204);
    expect((await waitForMail(t, { to: DEMO.email, subject: /removed from your account$/ })).text).toContain(
      '"Pixel 9"',
    );
    expect((await member.delete(`/api/account/passkeys/${added.id}`)).status).toBe(404);
    const [demo] = await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [DEMO.email]);
    expect(
      await t.sql('SELECT actor_id, action, before, after FROM audit_log WHERE action IN (?, ?) ORDER BY id', [
        'user.passkey_renamed',
        'user.passkey_removed',
      ]),
    ).toEqual([
      {
        actor_id: demo.id,
        action: 'user.passkey_renamed',
        before: { passkeyId: added.id, name: 'Phone' },
        after: { passkeyId: added.id, name: 'Pixel 9' },
      },
      {
        actor_id: demo.id,
        action: 'user.passkey_removed',
        before: { passkeyId: added.id, name: 'Pixel 9' },
        after: null,
      },
    ]);

    const { answer } = await passwordlessSignIn(passkey);
    expect([answer.status, answer.body.code]).toEqual([401, 'PASSKEY_NOT_ACCEPTED']);
  });

  it('refuses a deactivated account as the password sign-in does', async () => {
    const member = await signIn(DEMO);
    const passkey = authenticator.newPasskey();
    expect((await addPasskey(member, passkey)).status).toBe(201);
    await t.sql('UPDATE users SET is_active = false WHERE email = ?', [DEMO.email]);
    try {
      const { client, answer } = await passwordlessSignIn(passkey);
      expect([answer.status, answer.body.code]).toEqual([403, 'ACCOUNT_DEACTIVATED']);
      expect((await client.get('/api/user')).status).toBe(401);
    } finally {
      await t.sql('UPDATE users SET is_active = true WHERE email = ?', [DEMO.email]);
    }
  });

  it('limits sign-in attempts per client, sharing the password sign-in’s count', async () => {
    const client = await t.client();
    const from = '203.0.113.77';
    for (let i = 0; i < 50; i += 1) {
      expect((await signInWith(client, from, authenticator.assert(authenticator.newPasskey(), 'AAAA'))).status).toBe(
        409,
      );
    }
    const limited = await signInWith(client, from, authenticator.assert(authenticator.newPasskey(), 'AAAA'));
    expect([limited.status, limited.body.code]).toEqual([429, 'LOGIN_RATE_LIMITED']);
    const password = await client.post('/api/login', DEMO).set('X-Forwarded-For', from);
    expect(password.status).toBe(429);
  });

  it('limits the prompts to add a passkey per member', async () => {
    const member = await signIn(APPROVED_DEMO);
    for (let i = 0; i < 30; i += 1) expect((await askOptions(member)).status).toBe(200);
    const limited = await askOptions(member);
    expect([limited.status, limited.body.code]).toEqual([429, 'PASSKEY_PROMPTS_RATE_LIMITED']);
  });

  it('answers bad input on every route with a clear 4xx and changes nothing', async () => {
    const member = await signIn(DEMO);
    const passkey = authenticator.newPasskey();
    const { body: added } = await addPasskey(member, passkey, 'Laptop');
    const snapshot = () =>
      t.sql(
        `SELECT (SELECT json_agg(p ORDER BY id) FROM passkeys p) AS passkeys,
                (SELECT count(*) FROM audit_log) AS audit, (SELECT count(*) FROM mail_message) AS mail`,
      );
    const before = await snapshot();
    const valid = (options: { challenge: string }) => authenticator.register(authenticator.newPasskey(), options);
    const garbage = [
      null,
      'a string',
      42,
      [],
      {},
      { id: 'x' },
      { id: 12, rawId: 'x', type: 'public-key', response: {}, clientExtensionResults: {} },
      { id: 'not base64 !!', rawId: 'x', type: 'public-key', response: {}, clientExtensionResults: {} },
      { id: 'A'.repeat(5000), rawId: 'A', type: 'public-key', response: {}, clientExtensionResults: {} },
      { id: 'AAAA', rawId: 'AAAA', type: 'password', response: {}, clientExtensionResults: {} },
    ];

    for (const response of garbage) {
      await askOptions(member);
      const answer = await member.post('/api/account/passkeys', { response });
      expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      const signIn = await member.post('/api/login/passkey', { response });
      expect([signIn.status, signIn.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    // Well-formed base64url that is no CBOR, no JSON, no key: the verification's refusal, not a 500.
    const options = await askOptions(member);
    const shaped = valid(options.body.options);
    const junk = { ...shaped, response: { ...shaped.response, attestationObject: 'AAAAAAAA', clientDataJSON: 'AAAA' } };
    expect((await member.post('/api/account/passkeys', { response: junk })).body.code).toBe(
      'PASSKEY_REGISTRATION_FAILED',
    );
    const signInJunk = await member.post('/api/login/passkey/options');
    const assertion = authenticator.assert(passkey, signInJunk.body.options.challenge);
    const badAssertion = {
      ...assertion,
      response: { ...assertion.response, authenticatorData: 'AAAA', signature: '____' },
    };
    expect((await member.post('/api/login/passkey', { response: badAssertion })).body.code).toBe(
      'PASSKEY_NOT_ACCEPTED',
    );

    const extra = await askOptions(member, { anything: 1 });
    expect(extra.status).toBe(400);
    for (const name of ['', '   ', 'x'.repeat(61), 7, null, ['a']]) {
      const answer = await member.patch(`/api/account/passkeys/${added.id}`, { name });
      expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    for (const id of ['0', '-1', 'abc', '1e3', '99999999999']) {
      expect((await member.patch(`/api/account/passkeys/${id}`, { name: 'x' })).status).toBe(400);
      expect((await member.delete(`/api/account/passkeys/${id}`)).status).toBe(400);
    }
    expect((await member.patch('/api/account/passkeys/999999', { name: 'x' })).status).toBe(404);
    expect(await snapshot()).toEqual(before);

    // Visitors: the account's routes are for members.
    const stranger = await t.client();
    expect((await stranger.post('/api/account/passkeys/options')).status).toBe(401);
    expect((await stranger.get('/api/account/passkeys')).status).toBe(401);
  });
});
