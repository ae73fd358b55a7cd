import request from 'supertest';
import { accountPayload, person, startPayment } from './support/billing';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';
import { receivedMail, waitForMail } from './support/mailbox';
import { startTestApp, type TestApp } from './support/test-app';

/** The subscription mail (D18) raised by Stripe's webhooks: once per change, never again for a replayed event. */
describe('billing: subscription mail from webhooks', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let subscriptionId: string;
  let email: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp(fake.env);
    const client = await t.client();
    const who = person();
    email = who.email;
    const setup = await startPayment(client, 'writer', who);
    subscriptionId = setup.subscriptionId;
    fake.state.succeed(setup.clientSecret.split('_secret_')[0]);
    expect((await client.post('/api/create-account', accountPayload(who, 'writer', setup))).status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const sub = () => fake.state.subscriptions.get(subscriptionId)! as Record<string, unknown>;
  const periodEnd = () => (sub().items as { data: { current_period_end: number }[] }).data[0]!;
  const deliver = (id: string, type: string) => {
    const object = type.startsWith('invoice.')
      ? { id: `in_${id}`, object: 'invoice', parent: { subscription_details: { subscription: subscriptionId } } }
      : { id: subscriptionId, object: 'subscription' };
    const { payload, signature } = fake.signedEvent({ id, type, object });
    return request(t.server)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);
  };
  const count = async (subject: RegExp) =>
    (await receivedMail(t)).filter((mail) => mail.to.includes(email) && subject.test(mail.subject)).length;
  const settle = async () => {
    for (let i = 0; i < 50; i += 1) {
      const [{ n }] = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM mail_message WHERE state = 'queued'`);
      if (Number(n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('welcomes the member once the account claims the subscription', async () => {
    const mail = await waitForMail(t, { to: email, subject: /membership has started/ });
    expect(mail.text).toContain('We charged $4.99 today for your first month.');
  });

  it('warns once of a failing payment, however often Stripe delivers the event', async () => {
    Object.assign(sub(), { status: 'past_due' });
    periodEnd().current_period_end += 30 * 86_400;
    for (let i = 0; i < 3; i += 1) expect((await deliver('evt_failed', 'invoice.payment_failed')).status).toBe(200);
    // Another event about the same state (Stripe sends several per change) finds nothing new to say.
    await deliver('evt_updated_past_due', 'customer.subscription.updated');
    await waitForMail(t, { to: email, subject: /did not go through/ });
    await settle();
    expect(await count(/did not go through/)).toBe(1);
  });

  it('sends the receipt when the retry is paid, with the card Stripe names, once', async () => {
    Object.assign(sub(), { status: 'active', default_payment_method: { id: 'pm_1', card: { last4: '1881' } } });
    for (let i = 0; i < 3; i += 1) await deliver('evt_paid', 'invoice.paid');
    const receipt = await waitForMail(t, { to: email, subject: /receipt/ });
    expect(receipt.subject).toBe('Your Penwright Collective receipt: $4.99 for Writer');
    expect(receipt.text).toMatch(/Card\s+Card ending in 1881/);
    await settle();
    expect(await count(/receipt/)).toBe(1);
  });

  it('confirms a cancellation made at Stripe once, and says nothing more when it takes effect', async () => {
    Object.assign(sub(), { cancel_at_period_end: true });
    await deliver('evt_cancel', 'customer.subscription.updated');
    await deliver('evt_cancel', 'customer.subscription.updated');
    await waitForMail(t, { to: email, subject: /membership is cancelled/ });
    Object.assign(sub(), { status: 'canceled' });
    await deliver('evt_deleted', 'customer.subscription.deleted');
    await settle();
    expect(await count(/membership is cancelled/)).toBe(1);
    expect(await count(/has ended/)).toBe(0);
  });
});
