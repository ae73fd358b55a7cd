import { DEMO, startTestApp, type TestApp } from './support/test-app';
import { accountPayload, confirmCard, person, startPayment, type PaymentSetup } from './support/billing';

describe('billing: bad input, duplicates and access', () => {
  let t: TestApp;
  let setup: PaymentSetup;
  const who = person();
  beforeAll(async () => {
    t = await startTestApp();
    const client = await t.client();
    setup = await startPayment(client, 'writer', who);
    await confirmCard(client, setup.clientSecret);
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  const valid = () => accountPayload(who, 'writer', setup);

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['missing email', { email: undefined }, 'Please enter a valid email address'],
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['address', { address: '' }, 'Address is required'],
    ['short username', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['long username', { username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
    ['short password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['confirmation', { confirmPassword: 'something-else' }, "Passwords don't match"],
    ['tier', { tier: 'gold' }, 'Please select a membership tier'],
    ['payment ids', { stripeSubscriptionId: '' }, 'Payment details are missing. Please complete the payment step.'],
    ['phone type', { phone: 42 }, 'Phone must be text'],
    [
      'answers',
      { applyAnswers: { name: 'N', writingTypes: 'x', involvement: [], acknowledgment: 'acknowledge' } },
      'invalid',
    ],
    [
      'acknowledgment',
      { applyAnswers: { name: 'N', writingTypes: [], involvement: [], acknowledgment: 'maybe' } },
      'I Acknowledge',
    ],
    ['unknown field', { isAdmin: true }, 'property isAdmin should not exist'],
  ])('create-account answers 400 for %s, creating nothing', async (_name, change, message) => {
    const client = await t.client();
    const response = await client.post('/api/create-account', { ...valid(), ...change });
    expect(response.status).toBe(400);
    expect(String(response.body.message)).toContain(message);
    expect(await t.sql('SELECT id FROM users WHERE email = ?', [who.email])).toHaveLength(0);
  });

  it('accepts a username of exactly 3 and 20 characters in the validation', async () => {
    const client = await t.client();
    for (const username of ['abc', 'a'.repeat(20)]) {
      const response = await client.post('/api/create-account', { ...valid(), username, email: 'other@example.com' });
      expect(response.status).toBe(400); // the e-mail does not match the payment, but the username passed
      expect(response.body.message).toBe(
        'These payment details do not belong to this registration. Please start again.',
      );
    }
  });

  it.each([
    ['email', { email: 'nope' }, 'Please enter a valid email address'],
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: ' ' }, 'Last name is required'],
    ['username', { username: 'x' }, 'Username must be at least 3 characters'],
  ])('create-subscription-payment-intent answers 400 for a bad %s', async (_name, change, message) => {
    const client = await t.client();
    const customerInfo = { email: 'ok@example.com', name: 'Ok', firstName: 'O', lastName: 'K', ...change };
    const response = await client.post('/api/create-subscription-payment-intent', { tier: 'writer', customerInfo });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('answers 409 with a clear message for a taken e-mail or username, before any payment', async () => {
    const client = await t.client();
    const base = { name: 'D W', firstName: 'D', lastName: 'W' };
    const before = Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM billing_sandbox_customers'))[0].n);
    const email = await client.post('/api/create-subscription-payment-intent', {
      tier: 'writer',
      customerInfo: { ...base, email: DEMO.email.toUpperCase() },
    });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('An account with this email already exists');
    const username = await client.post('/api/create-subscription-payment-intent', {
      tier: 'writer',
      customerInfo: { ...base, email: 'fresh@example.com', username: 'DEMOWRITER' },
    });
    expect(username.status).toBe(409);
    expect(username.body.message).toBe('This username is already taken');
    const after = Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM billing_sandbox_customers'))[0].n);
    expect(after).toBe(before);
  });

  it('refuses malformed sandbox confirmations and unknown payment sessions', async () => {
    const client = await t.client();
    const fresh = await startPayment(client, 'writer', person());
    const badNumber = await confirmCard(client, fresh.clientSecret, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '12/40',
      cvc: '123',
    });
    expect(badNumber.status).toBe(402);
    expect(badNumber.body.message).toBe('Your card number is incorrect.');
    const empty = await client.post('/api/billing/sandbox/confirm', {
      clientSecret: fresh.clientSecret,
      cardNumber: '',
      expiry: '',
      cvc: '',
    });
    expect(empty.status).toBe(400);
    const unknown = await confirmCard(client, 'pi_sbx_nope_secret_nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/invalid or has expired/);
  });

  it('needs a session for the member calls and refuses sandbox webhooks', async () => {
    const client = await t.client();
    expect((await client.get('/api/billing/subscription')).status).toBe(401);
    for (const path of ['cancel', 'resume', 'confirm']) {
      expect((await client.post(`/api/billing/subscription/${path}`, { subscriptionId: 'x' })).status).toBe(401);
    }
    const renew = await client.post('/api/create-subscription-payment-intent', { tier: 'writer', customerInfo: null });
    expect(renew.status).toBe(401);
    expect(renew.body.message).toBe('Please sign in to change your plan.');
    const webhook = await client.agent
      .post('/api/billing/webhook')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send({ id: 'evt' });
    expect(webhook.status).toBe(400);
    expect(webhook.body).toEqual({
      statusCode: 400,
      code: 'WEBHOOK_SIGNATURE_INVALID',
      message: 'Invalid webhook signature',
    });
  });

  it('limits payment setups per client address', async () => {
    const client = await t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const customerInfo = { email: `burst${i}@example.com`, name: 'B', firstName: 'B', lastName: 'B' };
      statuses.push(
        (await client.post('/api/create-subscription-payment-intent', { tier: 'writer', customerInfo })).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
