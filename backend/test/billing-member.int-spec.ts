import { ReconcileJob } from '../src/modules/billing/infrastructure/reconcile.job';
import { ADMIN, DEMO, startTestApp, type TestApp } from './support/test-app';
import { CARD_DECLINED, confirmCard, registerWithSandbox } from './support/billing';
import type { TestClient } from './support/test-client';

describe('billing: a member changes, cancels and resumes the one subscription', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  const subscriptionOf = async (client: TestClient) =>
    (await client.get('/api/billing/subscription')).body.subscription;
  const liveRows = async (email: string) =>
    t.sql(
      `SELECT b.subscription_id FROM billing_subscriptions b JOIN users u ON u.id = b.user_id
       WHERE u.email = ? AND b.provider_status NOT IN ('canceled', 'incomplete_expired')`,
      [email],
    );

  it('seeds the demo member with an active sandbox subscription on writer', async () => {
    const demo = await t.signIn(DEMO);
    expect(await subscriptionOf(demo)).toMatchObject({
      provider: 'sandbox',
      tier: 'writer',
      price: '4.99',
      status: 'active',
      providerStatus: 'active',
      cancelAtPeriodEnd: false,
    });
    const me = (await demo.get('/api/user')).body;
    expect(me).toMatchObject({ subscriptionTier: 'writer', subscriptionStatus: 'active' });
    expect(me.stripeSubscriptionId).toMatch(/^sub_sbx_/);
  });

  it('cancels at period end and resumes, keeping access meanwhile', async () => {
    const demo = await t.signIn(DEMO);
    const canceled = await demo.post('/api/billing/subscription/cancel');
    expect(canceled.status).toBe(200);
    expect(canceled.body.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect((await demo.get('/api/user')).body.subscriptionStatus).toBe('active');
    const resumed = await demo.post('/api/billing/subscription/resume');
    expect(resumed.body.subscription).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
  });

  it('upgrades through the wizard: same subscription, confirmed card, the difference charged', async () => {
    const demo = await t.signIn(DEMO);
    const before = await subscriptionOf(demo);
    const trial = await demo.post('/api/create-subscription-payment-intent', {
      tier: 'free_trial',
      customerInfo: null,
    });
    expect(trial.status).toBe(409);
    expect(trial.body.message).toBe('The free trial is for new members. Please choose a paid tier.');

    const setup = (
      await demo.post('/api/create-subscription-payment-intent', { tier: 'professional', customerInfo: null })
    ).body;
    expect(setup).toMatchObject({ subscriptionId: before.subscriptionId, intentType: 'setup' });
    expect((await confirmCard(demo, setup.clientSecret, CARD_DECLINED)).status).toBe(402);
    const early = await demo.post('/api/billing/subscription/confirm', { subscriptionId: setup.subscriptionId });
    expect(early.status).toBe(402);
    expect((await subscriptionOf(demo)).tier).toBe('writer');

    expect((await confirmCard(demo, setup.clientSecret)).status).toBe(200);
    const confirmed = await demo.post('/api/billing/subscription/confirm', { subscriptionId: setup.subscriptionId });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.subscription).toMatchObject({
      subscriptionId: before.subscriptionId,
      tier: 'professional',
      price: '49.00',
    });
    expect((await demo.get('/api/user')).body.subscriptionTier).toBe('professional');
    const charges = await t.sql<{ amount_cents: number }>(
      `SELECT amount_cents FROM billing_sandbox_intents WHERE subscription_id = ? AND kind = 'payment' ORDER BY created_at`,
      [before.subscriptionId],
    );
    expect(charges.map((c) => c.amount_cents)).toEqual([499, 4401]);
    expect(await liveRows(DEMO.email)).toHaveLength(1);
    const again = await demo.post('/api/billing/subscription/confirm', { subscriptionId: setup.subscriptionId });
    expect(again.status).toBe(404);
  });

  it('resubscribes after the subscription ended, with a new one and still only one live', async () => {
    const client = await t.client();
    const { who, response } = await registerWithSandbox(client, 'writer');
    expect(response.status).toBe(201);
    const old = response.body.stripeSubscriptionId as string;
    await client.post('/api/billing/subscription/cancel');
    await t.sql(`UPDATE billing_sandbox_subscriptions SET current_period_end = now() - interval '1 day' WHERE id = ?`, [
      old,
    ]);
    const report = await t.app.get(ReconcileJob).run();
    expect(report.changed).toBeGreaterThanOrEqual(1);
    expect((await client.get('/api/user')).body).toMatchObject({ subscriptionStatus: 'canceled' });
    expect((await client.post('/api/billing/subscription/cancel')).status).toBe(404);

    const setup = (
      await client.post('/api/create-subscription-payment-intent', { tier: 'editorial_partner', customerInfo: null })
    ).body;
    expect(setup.subscriptionId).not.toBe(old);
    expect(setup.intentType).toBe('payment');
    await confirmCard(client, setup.clientSecret);
    const linked = await client.post('/api/billing/subscription/confirm', { subscriptionId: setup.subscriptionId });
    expect(linked.body.subscription).toMatchObject({ tier: 'editorial_partner', status: 'active' });
    expect((await client.get('/api/user')).body).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionTier: 'editorial_partner',
      stripeSubscriptionId: setup.subscriptionId,
    });
    expect(await liveRows(who.email)).toEqual([{ subscription_id: setup.subscriptionId }]);
  });

  it('reconciles nightly: ended trials without a card, and subscriptions abandoned before an account', async () => {
    const client = await t.client();
    const { setup } = await registerWithSandbox(client, 'free_trial');
    await t.sql(
      `UPDATE billing_sandbox_subscriptions SET payment_method = NULL, current_period_end = now() - interval '1 hour'
      WHERE id = ?`,
      [setup.subscriptionId],
    );
    const abandoned = (
      await client.post('/api/create-subscription-payment-intent', {
        tier: 'writer',
        customerInfo: { email: 'gone@example.com', name: 'G', firstName: 'G', lastName: 'G' },
      })
    ).body;
    await t.sql(`UPDATE billing_subscriptions SET created_at = now() - interval '2 days' WHERE subscription_id = ?`, [
      abandoned.subscriptionId,
    ]);
    const report = await t.app.get(ReconcileJob).run();
    expect(report.abandoned).toBe(1);
    expect(report.failed).toBe(0);
    expect((await client.get('/api/user')).body.subscriptionStatus).toBe('canceled');
    const [row] = await t.sql('SELECT status FROM billing_sandbox_subscriptions WHERE id = ?', [
      abandoned.subscriptionId,
    ]);
    expect(row).toEqual({ status: 'canceled' });
  });

  it('refuses a membership for administrators', async () => {
    const admin = await t.signIn(ADMIN);
    const response = await admin.post('/api/create-subscription-payment-intent', {
      tier: 'writer',
      customerInfo: null,
    });
    expect(response.status).toBe(403);
    expect((await admin.get('/api/billing/subscription')).body).toEqual({ subscription: null });
  });
});
