import request from 'supertest';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';
import { accountPayload, person, rowsFor, startPayment } from './support/billing';
import { startTestApp, type TestApp } from './support/test-app';

describe('billing: Stripe provider through the app, and its webhooks', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let subscriptionId: string;
  let email: string;
  let eventSeq = 0;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp(fake.env);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** Posts a signed event about the registered subscription, its object as Stripe would send it. */
  const deliver = (type: string, object: Record<string, unknown>, created?: number, id = `evt_${++eventSeq}`) => {
    const invoice = {
      id: `in_${id}`,
      object: 'invoice',
      parent: { subscription_details: { subscription: subscriptionId } },
    };
    const about = type.startsWith('invoice.') ? invoice : { id: subscriptionId, object: 'subscription', ...object };
    return post(fake.signedEvent({ id, type, created, object: about }));
  };
  const post = ({ payload, signature }: { payload: string; signature: string }) =>
    request(t.server)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);
  const sub = () => fake.state.subscriptions.get(subscriptionId)!;
  const stored = async () =>
    (
      await t.sql('SELECT provider_status, cancel_at_period_end FROM billing_subscriptions WHERE subscription_id = ?', [
        subscriptionId,
      ])
    )[0];
  const userStatus = async () =>
    (await t.sql<{ subscription_status: string }>('SELECT subscription_status FROM users WHERE email = ?', [email]))[0]
      .subscription_status;

  it('uses Stripe: config has the publishable key, and the CSP allows Stripe.js', async () => {
    const response = await request(t.server).get('/api/billing/config');
    expect(response.body).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_fake' });
    expect(response.headers['content-security-policy']).toContain('https://js.stripe.com');
    expect(
      (
        await (
          await t.client()
        ).post('/api/billing/sandbox/confirm', { clientSecret: 'x', cardNumber: '4242', expiry: '1', cvc: '1' })
      ).status,
    ).toBe(404);
  });

  it('registers only after Stripe reports the payment succeeded', async () => {
    const client = await t.client();
    const who = person();
    email = who.email;
    const setup = await startPayment(client, 'writer', who);
    expect(setup).toMatchObject({ intentType: 'payment', clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
    subscriptionId = setup.subscriptionId;
    const early = await client.post('/api/create-account', accountPayload(who, 'writer', setup));
    expect(early.status).toBe(402);
    expect(await rowsFor(t, who.email)).toEqual({ users: 0, applications: 0, linked: 0 });

    fake.state.succeed(setup.clientSecret.split('_secret_')[0]);
    const created = await client.post('/api/create-account', accountPayload(who, 'writer', setup));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ subscriptionStatus: 'active', stripeSubscriptionId: subscriptionId });
    expect(await rowsFor(t, who.email)).toEqual({ users: 1, applications: 1, linked: 1 });
  });

  it('refuses a bad or missing signature and records nothing', async () => {
    const { payload } = fake.signedEvent({
      id: 'evt_forged',
      type: 'customer.subscription.deleted',
      object: { id: subscriptionId },
    });
    const forged = await request(t.server)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)
      .send(payload);
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({
      statusCode: 400,
      code: 'WEBHOOK_SIGNATURE_INVALID',
      message: 'Invalid webhook signature',
    });
    const unsigned = await request(t.server)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .send(payload);
    expect(unsigned.status).toBe(400);
    expect(await t.sql('SELECT event_id FROM billing_webhook_events')).toHaveLength(0);
    expect(await userStatus()).toBe('active');
  });

  it('handles the same event delivered five times once', async () => {
    Object.assign(sub(), { status: 'past_due' });
    const reads = () => fake.requests.filter((r) => r === `GET /v1/subscriptions/${subscriptionId}`).length;
    const before = reads();
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await deliver('invoice.payment_failed', {}, undefined, 'evt_repeat'));
    expect(results.map((r) => [r.status, r.body.duplicate])).toEqual([
      [200, false],
      [200, true],
      [200, true],
      [200, true],
      [200, true],
    ]);
    expect(reads() - before).toBe(1);
    expect(await t.sql('SELECT event_id FROM billing_webhook_events WHERE event_id = ?', ['evt_repeat'])).toHaveLength(
      1,
    );
    expect(await stored()).toMatchObject({ provider_status: 'past_due' });
    expect(await userStatus()).toBe('active'); // D3: past_due is a grace period

    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => deliver('invoice.paid', {}, undefined, 'evt_parallel')),
    );
    expect(parallel.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect(
      await t.sql('SELECT event_id FROM billing_webhook_events WHERE event_id = ?', ['evt_parallel']),
    ).toHaveLength(1);
  });

  it('ends in the right state whatever order the events arrive in', async () => {
    const t0 = Math.floor(Date.now() / 1000);
    Object.assign(sub(), { status: 'active', cancel_at_period_end: true });
    expect(
      (await deliver('customer.subscription.updated', { status: 'active', cancel_at_period_end: true }, t0 + 10))
        .status,
    ).toBe(200);
    expect(await stored()).toMatchObject({ provider_status: 'active', cancel_at_period_end: true });

    Object.assign(sub(), { status: 'canceled', cancel_at_period_end: false });
    await deliver('customer.subscription.deleted', { status: 'canceled' }, t0 + 30);
    // Older events arrive late, their copies of the subscription still saying it is active.
    await deliver('invoice.paid', {}, t0 + 5);
    await deliver('customer.subscription.created', { status: 'incomplete' }, t0);
    await deliver('customer.subscription.updated', { status: 'active' }, t0 + 20);
    expect(await stored()).toMatchObject({ provider_status: 'canceled' });
    expect(await userStatus()).toBe('canceled');
  });

  it('records the other event types and events about unknown subscriptions, changing nothing', async () => {
    const trial = await deliver('customer.subscription.trial_will_end', { status: 'trialing' });
    expect(trial.status).toBe(200);
    const reads = fake.requests.length;
    const unknown = await post(
      fake.signedEvent({ id: 'evt_other', type: 'customer.subscription.updated', object: { id: 'sub_elsewhere' } }),
    );
    expect(unknown.body).toEqual({ received: true, duplicate: false });
    expect(fake.requests.length).toBe(reads);
    const charge = await deliver('charge.succeeded', { object: 'charge' });
    expect(charge.body).toEqual({ received: true, duplicate: false });
    expect(await userStatus()).toBe('canceled');
  });
});
