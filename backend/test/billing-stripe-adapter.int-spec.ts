import { loadConfig } from '../src/config';
import { systemClock } from '../src/shared/domain/clock';
import { StripePaymentProvider } from '../src/modules/billing/infrastructure/stripe/stripe-payment-provider';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';

/** The Stripe adapter with the real SDK, pointed at a local fake Stripe server. */
describe('billing: Stripe adapter against a fake Stripe API', () => {
  let fake: FakeStripe;
  let provider: StripePaymentProvider;
  const make = (env: Record<string, string> = {}) =>
    new StripePaymentProvider(loadConfig({ ...fake.env, ...env }).billing, systemClock);

  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = make();
  });
  afterAll(() => fake.close());

  it('creates a customer, and a free trial: one month on the writer price, card saved by the setup intent', async () => {
    const customerId = await provider.createCustomer({ email: 'trial@example.com', name: 'Tria Lee' });
    expect(fake.state.customers.get(customerId)).toMatchObject({ email: 'trial@example.com', name: 'Tria Lee' });
    const started = await provider.createSubscription(customerId, 'free_trial');
    expect(started.intent).toMatchObject({ kind: 'setup', id: expect.stringMatching(/^seti_/) });
    expect(started.intent.clientSecret).toMatch(/^seti_.+_secret_/);

    const stored = fake.state.subscriptions.get(started.subscriptionId)!;
    expect(stored.payment_behavior).toBe('default_incomplete');
    const trialDays = ((stored.trial_end as number) - Date.now() / 1000) / 86_400;
    expect(trialDays).toBeGreaterThan(27);
    expect(trialDays).toBeLessThan(32);
    const price = fake.state.prices.get((stored.items as { data: { price: { id: string } }[] }).data[0].price.id)!;
    expect(price).toMatchObject({ unit_amount: 499, currency: 'usd', lookup_key: 'penwright_writer_monthly' });

    expect(await provider.getIntentStatus('setup', started.intent.id)).toBe('requires_payment_method');
    fake.state.succeed(started.intent.id);
    expect(await provider.getIntentStatus('setup', started.intent.id)).toBe('succeeded');
    expect(await provider.getSubscription(started.subscriptionId)).toMatchObject({
      status: 'trialing',
      customerId,
      priceCents: 499,
      currency: 'usd',
      trialEnd: expect.any(Date),
      cancelAtPeriodEnd: false,
    });
  });

  it('starts a paid tier as default_incomplete and returns the payment intent of its first invoice', async () => {
    const customerId = await provider.createCustomer({ email: 'pro@example.com', name: 'Pro Writer' });
    const started = await provider.createSubscription(customerId, 'professional');
    expect(started.intent).toMatchObject({ kind: 'payment', id: expect.stringMatching(/^pi_/) });
    expect(fake.state.paymentIntents.get(started.intent.id)).toMatchObject({ amount: 4900 });
    expect(await provider.getSubscription(started.subscriptionId)).toMatchObject({
      status: 'incomplete',
      trialEnd: null,
    });
    expect(await provider.getIntentStatus('payment', started.intent.id)).toBe('requires_payment_method');
    fake.state.succeed(started.intent.id);
    expect(await provider.getIntentStatus('payment', started.intent.id)).toBe('succeeded');
    expect(await provider.getSubscription(started.subscriptionId)).toMatchObject({
      status: 'active',
      priceCents: 4900,
    });
  });

  it('finds the prices by lookup key instead of creating them again', async () => {
    const before = fake.state.prices.size;
    const other = make();
    const customerId = await other.createCustomer({ email: 'again@example.com', name: 'Again' });
    await other.createSubscription(customerId, 'writer');
    await other.createSubscription(customerId, 'professional');
    expect(fake.state.prices.size).toBe(before);
  });

  it('refuses a configured price whose amount is not the server price', async () => {
    const cheap = fake.state.createPrice({ currency: 'usd', unit_amount: '100', recurring: { interval: 'month' } });
    const misconfigured = make({ STRIPE_PRICE_EDITORIAL_PARTNER: cheap.id });
    const customerId = await misconfigured.createCustomer({ email: 'x@example.com', name: 'X' });
    await expect(misconfigured.createSubscription(customerId, 'editorial_partner')).rejects.toThrow(
      /is not 9900 USD cents per month/,
    );
  });

  it('cancels at period end, resumes, and cancels at once', async () => {
    const customerId = await provider.createCustomer({ email: 'c@example.com', name: 'C' });
    const { subscriptionId, intent } = await provider.createSubscription(customerId, 'writer');
    fake.state.succeed(intent.id);
    expect(await provider.setCancelAtPeriodEnd(subscriptionId, true)).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await provider.setCancelAtPeriodEnd(subscriptionId, false)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(await provider.cancelNow(subscriptionId)).toMatchObject({ status: 'canceled' });
  });

  it('changes the tier of the one subscription with a confirmed card, ending a trial; a decline changes nothing', async () => {
    const customerId = await provider.createCustomer({ email: 't@example.com', name: 'T' });
    const { subscriptionId, intent } = await provider.createSubscription(customerId, 'free_trial');
    fake.state.succeed(intent.id);

    const declined = await provider.createCardSetup(customerId);
    fake.state.succeed(declined.id, 'pm_card_chargeDeclined');
    await expect(provider.changeTier(subscriptionId, 'editorial_partner', declined.id)).rejects.toMatchObject({
      kind: 'PAYMENT_REQUIRED',
      code: 'PAYMENT_DECLINED',
      message: 'Your card was declined.',
    });
    expect(await provider.getSubscription(subscriptionId)).toMatchObject({ status: 'trialing', priceCents: 499 });

    const unconfirmed = await provider.createCardSetup(customerId);
    await expect(provider.changeTier(subscriptionId, 'professional', unconfirmed.id)).rejects.toMatchObject({
      kind: 'PAYMENT_REQUIRED',
      code: 'PAYMENT_NOT_CONFIRMED',
    });

    const card = await provider.createCardSetup(customerId);
    expect(card.clientSecret).toMatch(/^seti_.+_secret_/);
    fake.state.succeed(card.id);
    const changed = await provider.changeTier(subscriptionId, 'professional', card.id);
    expect(changed).toMatchObject({ id: subscriptionId, status: 'active', priceCents: 4900 });
    expect(fake.state.subscriptions.size).toBeGreaterThan(0);
    expect([...fake.state.subscriptions.values()].filter((s) => s.customer === customerId)).toHaveLength(1);
  });

  it('answers null for an unknown subscription and canceled for an unknown intent', async () => {
    expect(await provider.getSubscription('sub_unknown')).toBeNull();
    expect(await provider.getIntentStatus('payment', 'pi_unknown')).toBe('canceled');
  });

  it('verifies webhook signatures over the raw bytes', () => {
    const { payload, signature } = fake.signedEvent({
      id: 'evt_1',
      type: 'invoice.paid',
      object: { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: 'sub_9' } } },
    });
    expect(provider.parseWebhook(Buffer.from(payload), signature)).toMatchObject({
      id: 'evt_1',
      type: 'invoice.paid',
      subscriptionId: 'sub_9',
      createdAt: expect.any(Date),
    });
    const forged = Buffer.from(payload.replace('sub_9', 'sub_8'));
    expect(() => provider.parseWebhook(forged, signature)).toThrow('Invalid webhook signature');
    expect(() => make({ STRIPE_WEBHOOK_SECRET: 'whsec_other' }).parseWebhook(Buffer.from(payload), signature)).toThrow(
      'Invalid webhook signature',
    );
  });

  it('reports an unreachable provider as unavailable', async () => {
    const offline = make({ STRIPE_API_PORT: '9' });
    await expect(offline.createCustomer({ email: 'o@example.com', name: 'O' })).rejects.toMatchObject({
      kind: 'UNAVAILABLE',
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
  });
});
