import { relyingPartyFor } from '../src/modules/identity/domain/passkey';
import { waitForMail, type ReceivedMail } from './support/mailbox';
import { SoftAuthenticator, type SoftPasskey } from './support/soft-authenticator';
import { APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';
import { currentCode, enableTotp } from './support/two-factor';

const RESET_SUBJECT = /^Penwright Collective: reset your password$/;
const NEW_PASSWORD = 'lighthouse-keeper-2027';

const tokenIn = (mail: ReceivedMail): string => {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
};

/**
 * Where the second factor is asked besides the sign-in form (D19): a passkey as the second step, a password reset
 * (a mailbox alone must not get past two-factor sign-in) and deleting the account.
 */
describe('identity: the second factor wherever the password is not enough (D19)', () => {
  let t: TestApp;
  let authenticator: SoftAuthenticator;
  let address = 0;
  /** APPROVED_DEMO's authenticator secret, set up by the first test. */
  let approvedSecret = '';
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    const rp = relyingPartyFor(t.config.mail.publicUrl, t.config.brand.brandName);
    authenticator = new SoftAuthenticator(rp.origin, rp.id);
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  async function addPasskey(member: TestClient, passkey: SoftPasskey, currentPassword: string) {
    const options = await member.post('/api/account/passkeys/options', { currentPassword });
    const added = await member.post('/api/account/passkeys', {
      response: authenticator.register(passkey, options.body.options),
    });
    expect(added.status).toBe(201);
  }

  /** The password step from its own client address: the client waiting for its second step, and what it offers. */
  async function passwordStep(credentials: { email: string; password: string }) {
    const from = `203.0.113.${(address += 1)}`;
    const client = await t.client();
    const answer = await client.post('/api/login', credentials).set('X-Forwarded-For', from);
    expect(answer.status).toBe(200);
    const passkeyAnswer = async (passkey: SoftPasskey) => {
      const options = await client.post('/api/login/second-factor/passkey/options').set('X-Forwarded-For', from);
      expect(options.status).toBe(200);
      const response = authenticator.assert(passkey, options.body.options.challenge);
      return client.post('/api/login/second-factor/passkey', { response }).set('X-Forwarded-For', from);
    };
    return { client, methods: answer.body.methods as string[] | undefined, passkeyAnswer };
  }

  it('takes a passkey as the second step once two-factor sign-in is on, only the waiting account’s', async () => {
    const member = await t.signIn(APPROVED_DEMO);
    const own = authenticator.newPasskey();
    await addPasskey(member, own, APPROVED_DEMO.password);
    // A passkey alone does not turn two-factor sign-in on: no recovery codes would stand behind it.
    expect((await passwordStep(APPROVED_DEMO)).methods).toBeUndefined();
    approvedSecret = await enableTotp(member, APPROVED_DEMO.password);

    const other = await t.signIn(DEMO);
    const othersPasskey = authenticator.newPasskey();
    await addPasskey(other, othersPasskey, DEMO.password);

    const step = await passwordStep(APPROVED_DEMO);
    expect(step.methods).toEqual(['totp', 'passkey']);
    const crossed = await step.passkeyAnswer(othersPasskey);
    expect([crossed.status, crossed.body.code]).toEqual([401, 'PASSKEY_NOT_ACCEPTED']);
    expect((await step.client.get('/api/user')).status).toBe(401);
    const signedIn = await step.passkeyAnswer(own);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ email: APPROVED_DEMO.email });
    expect((await step.client.get('/api/user')).body).toMatchObject({ email: APPROVED_DEMO.email });

    // Without a password first there is no second step to take.
    const stranger = await t.client();
    const options = await stranger.post('/api/login/second-factor/passkey/options');
    expect([options.status, options.body.code]).toEqual([409, 'SECOND_FACTOR_STEP_EXPIRED']);
    const bad = await stranger.post('/api/login/second-factor/passkey', { response: 'not an answer' });
    expect(bad.status).toBe(400);
  });

  it('refuses a null or a number beside the other field with a 400, never a 500', async () => {
    const member = await t.signIn(DEMO);
    const bodies: [string, object][] = [
      ['/api/login/second-factor', { code: null, recoveryCode: null }],
      ['/api/login/second-factor', { code: 123456, recoveryCode: 'ABCD-EFGH-JKMN' }],
      ['/api/account/two-factor/totp/disable', { code: 1, password: 1 }],
      ['/api/account/two-factor/totp/disable', { recoveryCode: null, code: '123456', password: 'x' }],
      ['/api/account/two-factor/recovery-codes', { code: null, password: null }],
      ['/api/account/delete', { password: DEMO.password, code: null }],
      ['/api/account/delete', { password: DEMO.password, code: ['123456'] }],
    ];
    for (const [url, body] of bodies) {
      const answer = await member.post(url, body);
      expect({ url, body, status: answer.status, code: answer.body.code }).toEqual({
        url,
        body,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await member.get('/api/user')).status).toBe(200);
  });

  it('does not sign in from a reset link alone when two-factor sign-in is on: the second step follows', async () => {
    const member = await t.signIn(DEMO);
    const secret = await enableTotp(member, DEMO.password);
    const visitor = await t.client();
    const requested = await visitor.post('/api/password-reset/request', { email: DEMO.email });
    expect(requested.status).toBe(202);
    const token = tokenIn(await waitForMail(t, { to: DEMO.email, subject: RESET_SUBJECT }));

    const reset = await visitor.post('/api/password-reset', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ secondFactorRequired: true, methods: ['totp', 'passkey'] });
    expect((await visitor.get('/api/user')).status).toBe(401);
    // The password is changed all the same, and every other session ended.
    expect((await member.get('/api/user')).status).toBe(401);
    // The set-up used this step's code; the next step's is current too, and unused.
    const next = await currentCode(secret, new Date(Date.now() + 30_000));
    const done = await visitor.post('/api/login/second-factor', { code: next });
    expect(done.status).toBe(200);
    expect((await visitor.get('/api/user')).body).toMatchObject({ email: DEMO.email });
  });

  it('asks for the second factor to delete an account that has one, and deletes nothing without it', async () => {
    const member = await t.signIn(APPROVED_DEMO, approvedSecret);
    for (const body of [{ password: APPROVED_DEMO.password }, { password: APPROVED_DEMO.password, code: '000000' }]) {
      const refused = await member.post('/api/account/delete', body);
      expect([refused.status, refused.body.code]).toEqual([400, 'TWO_FACTOR_CODE_INVALID']);
    }
    expect(await t.sql('SELECT id FROM users WHERE email = ?', [APPROVED_DEMO.email])).toHaveLength(1);
    // The sign-in used this step's code; the next step's is still current (one step either side) and unused.
    const next = await currentCode(approvedSecret, new Date(Date.now() + 30_000));
    const deleted = await member.post('/api/account/delete', { password: APPROVED_DEMO.password, code: next });
    expect(deleted.status).toBe(204);
    expect(await t.sql('SELECT id FROM users WHERE email = ?', [APPROVED_DEMO.email])).toEqual([]);
  });
});
