import { REGISTRATION_LIMIT } from '../src/modules/billing/application/registration-budget';
import { ReconcileJob } from '../src/modules/billing/infrastructure/reconcile.job';
import { DEMO, startTestApp, type TestApp } from './support/test-app';
import {
  accountPayload,
  CARD_DECLINED,
  confirmCard,
  person,
  registerWithSandbox,
  startPayment,
} from './support/billing';

const TAKEN = 'An account with this email already exists';
const NOT_FOUND = 'We could not find this payment.';

/**
 * Issue 18: the info step's e-mail check, and `/subscription-success` asking the server before it claims a
 * payment succeeded. Client addresses come from X-Forwarded-For (TRUST_PROXY), as in the sign-in limits' test.
 */
describe('billing: the registration checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  describe('POST /api/register/check-email', () => {
    const check = async (email: unknown, address = '203.0.113.7') =>
      (await t.client()).post('/api/register/check-email', { email }).set('X-Forwarded-For', address);

    it('answers available for a new address and 409 for a registered one, in any case and spacing', async () => {
      const free = await check(person().email);
      expect(free.status).toBe(200);
      expect(free.body).toEqual({ available: true });
      for (const email of [DEMO.email, `  ${DEMO.email.toUpperCase()} `]) {
        const taken = await check(email);
        expect(taken.status).toBe(409);
        expect(taken.body).toEqual({ statusCode: 409, code: 'EMAIL_TAKEN', message: TAKEN });
      }
    });

    it("refuses what is not an e-mail with the spec's message", async () => {
      for (const email of ['', 'not-an-email', 42, null, `${'a'.repeat(250)}@example.com`]) {
        const response = await check(email);
        expect(response.status).toBe(400);
        expect(response.body.message).toEqual(['Please enter a valid email address']);
      }
      const extra = await (await t.client()).post('/api/register/check-email', { email: DEMO.email, name: 'x' });
      expect(extra.status).toBe(400);
    });

    it('shares one budget per address with the payment setup: parallel checks get exactly the limit', async () => {
      const address = '198.51.100.20';
      const answers = await Promise.all(
        Array.from({ length: REGISTRATION_LIMIT.perAddress + 10 }, () => check(DEMO.email, address)),
      );
      const statuses = answers.map((response) => response.status);
      expect(statuses.filter((status) => status === 409)).toHaveLength(REGISTRATION_LIMIT.perAddress);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
      expect(answers.find((response) => response.status === 429)?.body).toEqual({
        statusCode: 429,
        code: 'EMAIL_CHECK_RATE_LIMITED',
        message: 'Too many attempts from your network. Please wait a few minutes and try again.',
      });

      // The payment setup, which also tells whether an e-mail is taken, has nothing left either.
      const client = await t.client();
      const customerInfo = { email: person().email, name: 'Nora Quill', firstName: 'Nora', lastName: 'Quill' };
      const setup = await client
        .post('/api/create-subscription-payment-intent', { tier: 'writer', customerInfo })
        .set('X-Forwarded-For', address);
      expect(setup.status).toBe(429);

      // Another address has its own budget.
      expect((await check(DEMO.email, '198.51.100.21')).status).toBe(409);
    });
  });

  describe('POST /api/billing/payment-result', () => {
    it("refuses a made-up intent, and one named without this browser's setup", async () => {
      const visitor = await t.client();
      const madeUp = await visitor.post('/api/billing/payment-result', { intentId: 'pi_anything' });
      expect(madeUp.status).toBe(404);
      expect(madeUp.body).toEqual({ statusCode: 404, code: 'PAYMENT_NOT_FOUND', message: NOT_FOUND });

      const owner = await t.client();
      const setup = await startPayment(owner, 'writer', person());
      await confirmCard(owner, setup.clientSecret);
      const intentId = setup.clientSecret.split('_secret_')[0];
      const stranger = await t.client();
      for (const body of [
        { intentId },
        { intentId, subscriptionId: setup.subscriptionId },
        { intentId, subscriptionId: setup.subscriptionId, customerId: 'cus_sbx_someone_else' },
        { intentId: 'pi_sbx_other', subscriptionId: setup.subscriptionId, customerId: setup.customerId },
      ]) {
        const response = await stranger.post('/api/billing/payment-result', body);
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(NOT_FOUND);
      }
      // A signed-in member is no owner of a visitor's payment either.
      const demo = await t.signIn(DEMO);
      expect(
        (await demo.post('/api/billing/payment-result', { intentId, subscriptionId: setup.subscriptionId })).status,
      ).toBe(404);
    });

    it("follows the visitor's payment: failed, then succeeded, then the membership active", async () => {
      const client = await t.client();
      const who = person();
      const setup = await startPayment(client, 'professional', who);
      const intentId = setup.clientSecret.split('_secret_')[0];
      const result = async () =>
        (
          await client.post('/api/billing/payment-result', {
            intentId,
            subscriptionId: setup.subscriptionId,
            customerId: setup.customerId,
          })
        ).body;

      expect(await result()).toMatchObject({ status: 'failed', membershipActive: false });
      expect((await confirmCard(client, setup.clientSecret, CARD_DECLINED)).status).toBe(402);
      expect(await result()).toMatchObject({ status: 'failed', membershipActive: false });
      expect((await confirmCard(client, setup.clientSecret)).status).toBe(200);
      // Paid, but the account is made by create-account: the page must not call the membership active yet.
      expect(await result()).toMatchObject({ status: 'succeeded', membershipActive: false, purpose: 'join' });
      const created = await client.post('/api/create-account', accountPayload(who, 'professional', setup));
      expect(created.status).toBe(201);
      const paid = await result();
      expect(paid).toEqual({
        status: 'succeeded',
        membershipActive: true,
        purpose: 'join',
        subscriptionId: setup.subscriptionId,
        plan: {
          tier: 'professional',
          tierName: 'Professional',
          price: '49.00',
          chargedNow: '49.00',
          trialEnd: null,
          nextBillingDate: expect.any(String),
        },
      });
      expect(daysFromNow(paid.plan.nextBillingDate)).toBeGreaterThanOrEqual(27);
      expect(daysFromNow(paid.plan.nextBillingDate)).toBeLessThanOrEqual(32);
    });

    it('names the free trial: nothing charged now, the price from the day the trial ends', async () => {
      const client = await t.client();
      const { setup } = await registerWithSandbox(client, 'free_trial');
      const trial = (
        await client.post('/api/billing/payment-result', { intentId: setup.clientSecret.split('_secret_')[0] })
      ).body;
      expect(trial).toMatchObject({
        status: 'succeeded',
        membershipActive: true,
        purpose: 'join',
        plan: { tier: 'free_trial', tierName: 'Free Trial', price: '4.99', chargedNow: '0.00' },
      });
      expect(trial.plan.trialEnd).toEqual(trial.plan.nextBillingDate);
      expect(daysFromNow(trial.plan.trialEnd)).toBeGreaterThanOrEqual(27);
    });

    it("answers the signed-in member for their own subscription's intents, before and after a plan change", async () => {
      const client = await t.client();
      const { setup } = await registerWithSandbox(client, 'writer');
      const firstIntent = setup.clientSecret.split('_secret_')[0];
      const own = await client.post('/api/billing/payment-result', { intentId: firstIntent });
      expect(own.body).toMatchObject({ status: 'succeeded', membershipActive: true, plan: { tier: 'writer' } });

      // A plan change: the card is confirmed, the change not yet applied.
      const change = (
        await client.post('/api/create-subscription-payment-intent', { tier: 'professional', customerInfo: null })
      ).body;
      const changeIntent = change.clientSecret.split('_secret_')[0];
      await confirmCard(client, change.clientSecret);
      const asked = { intentId: changeIntent, subscriptionId: change.subscriptionId };
      const pending = await client.post('/api/billing/payment-result', asked);
      expect(pending.body).toMatchObject({ status: 'succeeded', membershipActive: false, purpose: 'change' });
      // Named by another intent (the page of an older one), the waiting change is not applied.
      const confirm = (intentId: string) =>
        client.post('/api/billing/subscription/confirm', { subscriptionId: change.subscriptionId, intentId });
      expect((await confirm(firstIntent)).status).toBe(404);
      expect((await client.get('/api/billing/subscription')).body.subscription).toMatchObject({ tier: 'writer' });
      expect((await confirm(changeIntent)).status).toBe(200);
      // Applied: the upgrade's own page confirms it (it answered 404 once the change was applied, issue 23).
      const after = await client.post('/api/billing/payment-result', asked);
      expect(after.status).toBe(200);
      expect(after.body).toMatchObject({
        status: 'succeeded',
        membershipActive: true,
        purpose: 'change',
        plan: { tier: 'professional', tierName: 'Professional', price: '49.00', chargedNow: null },
      });
      expect(daysFromNow(after.body.plan.nextBillingDate)).toBeGreaterThanOrEqual(27);
      // Another member is no owner of it.
      const demo = await t.signIn(DEMO);
      expect((await demo.post('/api/billing/payment-result', { intentId: changeIntent })).status).toBe(404);
    });

    it("confirms a member's new subscription after the last one ended (resubscribe)", async () => {
      const client = await t.client();
      const { response } = await registerWithSandbox(client, 'writer');
      await client.post('/api/billing/subscription/cancel');
      await t.sql(
        `UPDATE billing_sandbox_subscriptions SET current_period_end = now() - interval '1 day' WHERE id = ?`,
        [response.body.stripeSubscriptionId],
      );
      await t.app.get(ReconcileJob).run();
      const setup = (
        await client.post('/api/create-subscription-payment-intent', { tier: 'editorial_partner', customerInfo: null })
      ).body;
      const intentId = setup.clientSecret.split('_secret_')[0];
      await confirmCard(client, setup.clientSecret);
      const before = await client.post('/api/billing/payment-result', { intentId });
      expect(before.body).toMatchObject({ status: 'succeeded', membershipActive: false, purpose: 'resubscribe' });
      await client.post('/api/billing/subscription/confirm', { subscriptionId: setup.subscriptionId });
      const after = await client.post('/api/billing/payment-result', { intentId });
      expect(after.body).toMatchObject({
        status: 'succeeded',
        membershipActive: true,
        purpose: 'resubscribe',
        plan: { tier: 'editorial_partner', tierName: 'Editorial Partner', price: '99.00', chargedNow: '99.00' },
      });
    });
  });
});

/** Whole days from now to an ISO date. */
function daysFromNow(iso: string): number {
  return Math.round((Date.parse(iso) - Date.now()) / 86_400_000);
}
