import { startTestApp, type TestApp } from './support/test-app';
import {
  accountPayload,
  CARD_DECLINED,
  confirmCard,
  person,
  registerWithSandbox,
  rowsFor,
  startPayment,
} from './support/billing';

const ANSWERS = {
  name: 'Nora Quill',
  writingTypes: ['Articles', 'Blog Posts'],
  otherWritingType: 'Recipes',
  involvement: ['Improve My Skills'],
  acknowledgment: 'acknowledge',
};

describe('billing: registration with the sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  it('publishes the provider and the tiers with the server prices', async () => {
    const response = await (await t.client()).get('/api/billing/config');
    expect(response.status).toBe(200);
    expect(response.body.provider).toBe('sandbox');
    expect(response.body.publishableKey).toBeNull();
    const tiers = response.body.tiers.map((tier: Record<string, unknown>) => [tier.id, tier.price, tier.popular]);
    expect(tiers).toEqual([
      ['free_trial', '0.00', true],
      ['writer', '4.99', false],
      ['professional', '49.00', false],
      ['editorial_partner', '99.00', false],
    ]);
    expect(response.body.tiers[0]).toMatchObject({ priceCents: 0, thenPrice: '4.99', trialMonths: 1 });
  });

  it('registers on the free trial: card saved, member signed in, application waiting for the quiz', async () => {
    const client = await t.client();
    const { who, setup, response } = await registerWithSandbox(client, 'free_trial', person(), {
      applyAnswers: ANSWERS,
    });
    expect(setup.intentType).toBe('setup');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email: who.email,
      username: who.username,
      subscriptionTier: 'free_trial',
      subscriptionStatus: 'active',
      stripeSubscriptionId: setup.subscriptionId,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|argon2/);
    expect((await client.get('/api/user')).body.email).toBe(who.email);
    const [session] = await t.sql<{ sess: { authenticatedAt?: number } }>('SELECT sess FROM session');
    expect(session.sess.authenticatedAt).toEqual(expect.any(Number));
    const [application] = await t.sql<{ status: string; answers: unknown; applicant: unknown }>(
      'SELECT a.status, a.answers, a.applicant FROM applications a JOIN users u ON u.id = a.user_id WHERE u.email = ?',
      [who.email],
    );
    expect(application).toEqual({
      status: 'quiz_required',
      answers: ANSWERS,
      // Kept for the editors; a blank optional field is stored as null.
      applicant: {
        address: who.address,
        phone: null,
        preferredGenres: 'Essays, travel',
        experience: 'Five years of trade journalism',
      },
    });
    const [link] = await t.sql(
      'SELECT provider_status, tier, trial_end FROM billing_subscriptions WHERE subscription_id = ?',
      [setup.subscriptionId],
    );
    expect(link).toMatchObject({ provider_status: 'trialing', tier: 'free_trial' });
    const trialDays = (new Date(link.trial_end as string).getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(27);
    expect(trialDays).toBeLessThan(32);
    expect(await rowsFor(t, who.email)).toEqual({ users: 1, applications: 1, linked: 1 });
  });

  it('registers on writer: the server charges 4.99 whatever the browser says', async () => {
    const client = await t.client();
    const { who, setup, response } = await registerWithSandbox(client, 'writer');
    expect(setup.intentType).toBe('payment');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ subscriptionTier: 'writer', subscriptionStatus: 'active' });
    const [charge] = await t.sql('SELECT amount_cents, status FROM billing_sandbox_intents WHERE client_secret = ?', [
      setup.clientSecret,
    ]);
    expect(charge).toEqual({ amount_cents: 499, status: 'succeeded' });
    const [application] = await t.sql(
      'SELECT a.answers FROM applications a JOIN users u ON u.id = a.user_id WHERE u.email = ?',
      [who.email],
    );
    expect(application).toEqual({ answers: null });
  });

  it('declines 4000 0000 0000 0002 and creates nothing', async () => {
    const client = await t.client();
    const who = person();
    const setup = await startPayment(client, 'professional', who);
    const declined = await confirmCard(client, setup.clientSecret, CARD_DECLINED);
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ statusCode: 402, code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
    const create = await client.post('/api/create-account', accountPayload(who, 'professional', setup));
    expect(create.status).toBe(402);
    expect(create.body.message).toBe('Your payment has not been confirmed. Please complete the payment and try again.');
    expect(await rowsFor(t, who.email)).toEqual({ users: 0, applications: 0, linked: 0 });
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('creates no paid account without a verified subscription', async () => {
    const client = await t.client();
    const who = person();
    const setup = await startPayment(client, 'editorial_partner', who);
    const unpaid = await client.post('/api/create-account', accountPayload(who, 'editorial_partner', setup));
    expect(unpaid.status).toBe(402);
    const invented = await client.post(
      '/api/create-account',
      accountPayload(who, 'writer', { ...setup, subscriptionId: 'sub_sbx_invented' }),
    );
    expect(invented.status).toBe(402);
    await confirmCard(client, setup.clientSecret);
    const otherCustomer = await client.post(
      '/api/create-account',
      accountPayload(who, 'editorial_partner', { ...setup, customerId: 'cus_sbx_someone_else' }),
    );
    expect(otherCustomer.status).toBe(400);
    const otherEmail = await client.post(
      '/api/create-account',
      accountPayload({ ...who, email: 'x@example.com' }, 'editorial_partner', setup),
    );
    expect(otherEmail.status).toBe(400);
    expect(await rowsFor(t, who.email)).toEqual({ users: 0, applications: 0, linked: 0 });
  });

  it('ignores no client-sent price or tier: what was started is what is charged and granted', async () => {
    const client = await t.client();
    const who = person();
    const customerInfo = { email: who.email, name: 'N Q', firstName: 'N', lastName: 'Q' };
    const priced = await client.post('/api/create-subscription-payment-intent', {
      tier: 'writer',
      price: 1,
      customerInfo,
    });
    expect(priced.status).toBe(400);
    expect(priced.body.message).toContain('property price should not exist');
    const nested = await client.post('/api/create-subscription-payment-intent', {
      tier: 'writer',
      customerInfo: { ...customerInfo, amount: 1 },
    });
    expect(nested.status).toBe(400);
    const badTier = await client.post('/api/create-subscription-payment-intent', { tier: 'platinum', customerInfo });
    expect(badTier.body.message).toContain('Please select a membership tier');

    const setup = await startPayment(client, 'writer', who);
    await confirmCard(client, setup.clientSecret);
    const upgraded = await client.post('/api/create-account', accountPayload(who, 'editorial_partner', setup));
    expect(upgraded.status).toBe(400);
    expect(upgraded.body.message).toBe(
      'The selected plan does not match your payment. Please start the payment again.',
    );
    const withPrice = await client.post('/api/create-account', accountPayload(who, 'writer', setup, { priceCents: 1 }));
    expect(withPrice.status).toBe(400);
    expect(await rowsFor(t, who.email)).toEqual({ users: 0, applications: 0, linked: 0 });

    const honest = await client.post('/api/create-account', accountPayload(who, 'writer', setup));
    expect(honest.status).toBe(201);
    expect(honest.body.subscriptionTier).toBe('writer');
  });

  it('creates exactly one user, application and subscription link under concurrent retries', async () => {
    const client = await t.client();
    const who = person();
    const setup = await startPayment(client, 'writer', who);
    await confirmCard(client, setup.clientSecret);
    const payload = accountPayload(who, 'writer', setup, { applyAnswers: ANSWERS });
    const clients = await Promise.all(Array.from({ length: 6 }, () => t.client()));
    const responses = await Promise.all(clients.map((c) => c.post('/api/create-account', payload)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.message).toMatch(/already/);
    }
    expect(await rowsFor(t, who.email)).toEqual({ users: 1, applications: 1, linked: 1 });

    const retry = await client.post('/api/create-account', payload);
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe('This payment has already been used to create an account. Please sign in.');
    expect(await rowsFor(t, who.email)).toEqual({ users: 1, applications: 1, linked: 1 });
  });

  it('lets a refused registration be retried with the same payment after fixing the username', async () => {
    const client = await t.client();
    const who = person();
    const setup = await startPayment(client, 'writer', who);
    await confirmCard(client, setup.clientSecret);
    const taken = await client.post(
      '/api/create-account',
      accountPayload({ ...who, username: 'DemoWriter' }, 'writer', setup),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This username is already taken');
    const fixed = await client.post('/api/create-account', accountPayload(who, 'writer', setup));
    expect(fixed.status).toBe(201);
  });
});
