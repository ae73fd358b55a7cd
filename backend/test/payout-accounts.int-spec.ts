import request from 'supertest';
import { writers, type Writer } from './support/assignment-helpers';
import { aPayout, aPayoutAccount } from './support/payout-helpers';
import { startTestApp, type TestApp } from './support/test-app';

const FORM = { name: 'Ada Writer', country: 'US', accountNumber: '000123456789' };

/** D21, the sandbox provider: the member's payout account, its test onboarding, and Request Payout's refusals. */
describe('payouts: the payout account (sandbox)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const accountRows = (userId: number) => t.sql('SELECT * FROM payout_accounts WHERE user_id = ?', [userId]);

  it('answers 401 to a visitor on every new route', async () => {
    const visitor = await t.client();
    expect((await request(t.server).get('/api/payouts/account')).status).toBe(401);
    expect((await visitor.post('/api/payouts/account/onboarding', {})).status).toBe(401);
    expect((await visitor.post('/api/payouts/account/test-onboarding', FORM)).status).toBe(401);
  });

  it('sets up an account once however many clicks race, onboards it, and then it can receive money', async () => {
    const [ada] = await writers(t, 1);
    expect((await ada.client.get('/api/payouts/account')).body).toEqual({
      state: 'none',
      provider: 'sandbox',
      missing: [],
      canReceive: false,
    });
    const clicks = await Promise.all(
      Array.from({ length: 8 }, () => ada.client.post('/api/payouts/account/onboarding', {})),
    );
    for (const click of clicks) expect(click.body).toEqual({ url: '/dashboard?tab=payouts&testOnboarding=1' });
    expect(await accountRows(ada.userId)).toHaveLength(1);
    expect((await ada.client.get('/api/payouts/account')).body).toEqual({
      state: 'onboarding',
      provider: 'sandbox',
      missing: ['your name', 'your country', 'a bank account'],
      canReceive: false,
    });

    const done = await ada.client.post('/api/payouts/account/test-onboarding', FORM);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ state: 'enabled', provider: 'sandbox', missing: [], canReceive: true });
    expect((await ada.client.get('/api/payouts/account')).body.state).toBe('enabled');
  });

  it("shows a member only their own account: another member's onboarding does not reach it", async () => {
    const [ada, grace] = await writers(t, 2);
    await ada.client.post('/api/payouts/account/onboarding', {});
    expect((await grace.client.get('/api/payouts/account')).body.state).toBe('none');
    const refused = await grace.client.post('/api/payouts/account/test-onboarding', FORM);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PAYOUT_ACCOUNT_REQUIRED');
    expect((await ada.client.get('/api/payouts/account')).body.state).toBe('onboarding');
  });

  describe('hostile onboarding input: a clear 400, nothing stored', () => {
    let ada: Writer;
    beforeAll(async () => {
      [ada] = await writers(t, 1);
      await ada.client.post('/api/payouts/account/onboarding', {});
    });

    it.each([
      ['no body', undefined],
      ['an array', [FORM]],
      ['a missing name', { ...FORM, name: undefined }],
      ['a blank name', { ...FORM, name: '   ' }],
      ['markup in the name', { ...FORM, name: '<script>alert(1)</script>' }],
      ['a control character', { ...FORM, name: 'Ada\u0000Writer' }],
      ['a very long name', { ...FORM, name: 'A'.repeat(5000) }],
      ['a name of the wrong type', { ...FORM, name: { $ne: '' } }],
      ['a country that is no code', { ...FORM, country: 'United States' }],
      ['a lower-case country', { ...FORM, country: 'us' }],
      ['letters in the account number', { ...FORM, accountNumber: '0001234abc' }],
      ['a number as number', { ...FORM, accountNumber: 123456789 }],
      ['a too-long account number', { ...FORM, accountNumber: '1'.repeat(40) }],
      ['an unknown field', { ...FORM, routingNumber: '110000000' }],
    ])('%s', async (_, body) => {
      const response = await ada.client.post('/api/payouts/account/test-onboarding', body as object);
      expect(response.status).toBe(400);
      expect(response.body.message).toBeTruthy();
      expect((await accountRows(ada.userId))[0]).toMatchObject({ state: 'onboarding' });
    });

    it('refuses a body on Set up payouts', async () => {
      const response = await ada.client.post('/api/payouts/account/onboarding', { returnUrl: 'https://evil.example' });
      expect(response.status).toBe(400);
    });
  });

  describe('Request Payout needs an account that can receive money (D21)', () => {
    it('says what is missing, writing nothing, until the account is enabled', async () => {
      const [ada] = await writers(t, 1);
      await aPayout(t, ada.userId, { title: 'Solar co-ops explained' });
      const none = await ada.client.post('/api/payouts/request');
      expect(none.status).toBe(409);
      expect(none.body).toMatchObject({
        code: 'PAYOUT_ACCOUNT_REQUIRED',
        message: 'Please set up your payout account before requesting a payout: use Set up payouts on the Payouts tab.',
      });
      await aPayoutAccount(t, ada.userId, { state: 'onboarding' });
      const incomplete = await ada.client.post('/api/payouts/request');
      expect(incomplete.status).toBe(409);
      expect(incomplete.body).toMatchObject({
        code: 'PAYOUT_ACCOUNT_INCOMPLETE',
        message:
          'Your payout account cannot receive money yet. Continue setting it up on the Payouts tab. ' +
          'Still missing: a bank account.',
      });
      const [{ n }] = await t.sql<{ n: number }>(
        'SELECT count(*)::int AS n FROM payouts WHERE user_id = ? AND requested_at IS NOT NULL',
        [ada.userId],
      );
      expect(n).toBe(0);
      await aPayoutAccount(t, ada.userId);
      expect((await ada.client.post('/api/payouts/request')).status).toBe(200);
    });

    it('still asks for a confirmed address first', async () => {
      const [ada] = await writers(t, 1);
      await t.sql('UPDATE users SET email_confirmed_at = NULL WHERE id = ?', [ada.userId]);
      const response = await ada.client.post('/api/payouts/request');
      expect(response.body.code).toBe('EMAIL_NOT_CONFIRMED');
    });
  });
});
