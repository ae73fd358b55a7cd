import { FakeStripeError } from './support/fake-stripe-state';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';
import { accountPayload, person, registerWithSandbox, startPayment } from './support/billing';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

const REFUSED = {
  statusCode: 409,
  code: 'SUBSCRIPTION_NOT_CANCELLED',
  message: "Could not cancel the member's subscription; try again.",
};

/**
 * `DELETE /api/admin/users/{id}` of a member paying through Stripe (D10): the subscription is cancelled at the
 * provider (the real SDK against the fake Stripe server) before the account goes; when Stripe refuses or fails,
 * the editor gets a 409 to retry and nothing is deleted.
 */
describe('admin: deleting a member with a Stripe subscription', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let admin: TestClient;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp(fake.env);
    admin = await t.signIn(ADMIN);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    fake.state.cancelFailure = null;
  });

  /** A member registered through Stripe, paid, with a live subscription. */
  async function aSubscribedMember() {
    const client = await t.client();
    const who = person();
    const setup = await startPayment(client, 'writer', who);
    fake.state.succeed(setup.clientSecret.split('_secret_')[0]);
    const created = await client.post('/api/create-account', accountPayload(who, 'writer', setup));
    if (created.status !== 201) throw new Error(`registration failed: ${created.status} ${created.text}`);
    return { id: created.body.id as number, subscriptionId: setup.subscriptionId };
  }

  const stripeStatus = (subscriptionId: string) => fake.state.subscriptions.get(subscriptionId)!.status;
  const cancellations = () => fake.requests.filter((call) => call.startsWith('DELETE /v1/subscriptions/')).length;
  const snapshot = async () =>
    JSON.stringify([
      await t.sql('SELECT * FROM users ORDER BY id'),
      await t.sql('SELECT sid FROM session ORDER BY sid'),
      await t.sql('SELECT * FROM audit_log ORDER BY id'),
      await t.sql('SELECT * FROM billing_subscriptions ORDER BY id'),
    ]);

  it('cancels the subscription at Stripe, then deletes the member, and audits which subscription ended', async () => {
    const member = await aSubscribedMember();
    expect(stripeStatus(member.subscriptionId)).toBe('active');

    const response = await admin.delete(`/api/admin/users/${member.id}`);
    expect(response.status).toBe(204);
    expect(stripeStatus(member.subscriptionId)).toBe('canceled');
    expect(await t.sql('SELECT id FROM users WHERE id = ?', [member.id])).toEqual([]);
    expect(
      await t.sql('SELECT provider_status, user_id FROM billing_subscriptions WHERE subscription_id = ?', [
        member.subscriptionId,
      ]),
    ).toEqual([{ provider_status: 'canceled', user_id: null }]);
    const [entry] = await t.sql<{ action: string; before: Record<string, unknown> }>(
      "SELECT action, before FROM audit_log WHERE entity_type = 'user' AND entity_id = ?",
      [String(member.id)],
    );
    expect(entry).toMatchObject({
      action: 'user.delete',
      before: { cancelledSubscription: { subscriptionId: member.subscriptionId, provider: 'stripe' } },
    });
  });

  it.each([
    ['refuses', new FakeStripeError(400, 'invalid_request_error', 'This subscription cannot be cancelled now.')],
    ['fails', new FakeStripeError(500, 'api_error', 'Something went wrong on our end.')],
  ])('answers 409 and deletes nothing when Stripe %s the cancellation; a retry then succeeds', async (_, failure) => {
    const member = await aSubscribedMember();
    const before = await snapshot();
    const calls = cancellations();
    fake.state.cancelFailure = failure;

    expect((await admin.delete(`/api/admin/users/${member.id}`)).body).toEqual(REFUSED);
    expect(cancellations()).toBeGreaterThan(calls);
    expect(stripeStatus(member.subscriptionId)).toBe('active');
    expect(await snapshot()).toBe(before);

    fake.state.cancelFailure = null;
    expect((await admin.delete(`/api/admin/users/${member.id}`)).status).toBe(204);
    expect(stripeStatus(member.subscriptionId)).toBe('canceled');
  });

  it('answers 409 and deletes nothing when Stripe cannot be reached', async () => {
    const member = await aSubscribedMember();
    const before = await snapshot();
    fake.state.cancelFailure = 'unreachable';
    expect((await admin.delete(`/api/admin/users/${member.id}`)).body).toEqual(REFUSED);
    expect(stripeStatus(member.subscriptionId)).toBe('active');
    expect(await snapshot()).toBe(before);
  });
});

/** The same deletion with the sandbox provider (development and the demo): its cancellation joins the transaction. */
describe('admin: deleting a member with a sandbox subscription', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('cancels the sandbox subscription with the deletion', async () => {
    const admin = await t.signIn(ADMIN);
    const { setup, response } = await registerWithSandbox(await t.client(), 'writer');
    expect(response.status).toBe(201);
    const status = async () =>
      (
        await t.sql<{ status: string }>('SELECT status FROM billing_sandbox_subscriptions WHERE id = ?', [
          setup.subscriptionId,
        ])
      )[0].status;
    expect(await status()).toBe('active');

    expect((await admin.delete(`/api/admin/users/${response.body.id}`)).status).toBe(204);
    expect(await status()).toBe('canceled');
    const [entry] = await t.sql<{ before: Record<string, unknown> }>(
      "SELECT before FROM audit_log WHERE action = 'user.delete' AND entity_id = ?",
      [String(response.body.id)],
    );
    expect(entry.before.cancelledSubscription).toEqual({ subscriptionId: setup.subscriptionId, provider: 'sandbox' });
  });
});
