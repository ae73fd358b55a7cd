import { ReconcileJob } from '../src/modules/billing/infrastructure/reconcile.job';
import { registerWithSandbox } from './support/billing';
import { receivedMail, waitForMail, type ReceivedMail } from './support/mailbox';
import { DEMO, startTestApp, type TestApp } from './support/test-app';

/**
 * The subscription mail (D18) with the sandbox provider: each change of a member's subscription sends its message
 * once, from the unit of work that records it, to the member, with the member's billing preference applied.
 */
describe('billing: subscription mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  const mailTo = async (email: string, subject?: RegExp) =>
    (await receivedMail(t)).filter((mail) => mail.to.includes(email) && (!subject || subject.test(mail.subject)));
  const queued = (email: string, kind: string) =>
    t.sql(`SELECT id FROM mail_message WHERE to_address = ? AND kind = ?`, [email, kind]);
  /** Lets the job queue deliver whatever is queued, so "nothing more arrived" is a real observation. */
  const settle = async () => {
    for (let i = 0; i < 50; i += 1) {
      const [{ n }] = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM mail_message WHERE state = 'queued'`);
      if (Number(n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** Moves a member's period end into the past at the sandbox and in billing's row: the nightly job then renews. */
  const endPeriod = async (subscriptionId: string, paymentMethod: 'keep' | 'none' = 'keep') => {
    const past = new Date(Date.now() - 3_600_000);
    await t.sql('UPDATE billing_subscriptions SET current_period_end = ? WHERE subscription_id = ?', [
      past,
      subscriptionId,
    ]);
    await t.sql(
      `UPDATE billing_sandbox_subscriptions SET current_period_end = ?${paymentMethod === 'none' ? ', payment_method = NULL' : ''}
       WHERE id = ?`,
      [past, subscriptionId],
    );
  };
  /** List-Unsubscribe and List-Unsubscribe-Post, as the development mailbox's parser keeps them. */
  const listHeaders = (mail: ReceivedMail) => JSON.parse(mail.headers.list ?? 'null');

  it('welcomes a new member on the free trial: the trial end and the price after it, once', async () => {
    const { who, setup, response } = await registerWithSandbox(await t.client(), 'free_trial');
    expect(response.status).toBe(201);
    const mail = await waitForMail(t, { to: who.email, subject: /membership has started/ });
    expect(mail.subject).toBe('Welcome to Penwright Collective: your Free Trial membership has started');
    expect(mail.text).toContain('Hi Nora');
    expect(mail.text).toMatch(/Your free trial runs until \w+ \d{1,2}, \d{4}\. Nothing is charged before then/);
    expect(mail.text).toContain('$4.99 a month');
    expect(mail.text).toContain('/dashboard?tab=account');
    await settle();
    expect(await mailTo(who.email, /membership has started/)).toHaveLength(1);
    expect(await queued(who.email, 'billing.subscription-started')).toHaveLength(1);
    expect(setup.subscriptionId).toMatch(/^sub_sbx_/);
  });

  it('says what a paid plan charged today and when it renews, with the one-click unsubscribe headers', async () => {
    const { who } = await registerWithSandbox(await t.client(), 'professional');
    const mail = await waitForMail(t, { to: who.email, subject: /Professional membership has started/ });
    expect(mail.text).toMatch(
      /We charged \$49\.00 today for your first month\. Your membership renews at \$49\.00 a month; the next payment is on \w+ \d{1,2}, \d{4}\./,
    );
    expect(listHeaders(mail)).toEqual({
      unsubscribe: {
        name: 'Unsubscribe',
        id: expect.stringMatching(/^http:\/\/[^/]+\/api\/mail\/unsubscribe\?token=[\w.%-]+$/),
      },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });
    expect(mail.html).toContain('Unsubscribe from these emails');
    expect(mail.html).toMatch(/href="http:\/\/[^"]+\/unsubscribe\?token=/);
  });

  it('confirms a cancellation with the access end, a resumption, and a second cancellation, each once', async () => {
    const demo = await t.signIn(DEMO);
    expect((await demo.post('/api/billing/subscription/cancel')).status).toBe(200);
    const cancelled = await waitForMail(t, { to: DEMO.email, subject: /membership is cancelled/ });
    expect(cancelled.subject).toBe('Penwright Collective: your Writer membership is cancelled');
    expect(cancelled.text).toMatch(/You keep full access until \w+ \d{1,2}, \d{4}, and nothing more will be charged/);

    expect((await demo.post('/api/billing/subscription/resume')).status).toBe(200);
    const resumed = await waitForMail(t, { to: DEMO.email, subject: /will continue/ });
    expect(resumed.subject).toBe('Penwright Collective: your Writer membership will continue');
    expect(resumed.text).toMatch(/It renews at \$4\.99 a month, with the next payment on \w+ \d{1,2}, \d{4}\./);

    // Resuming what is not cancelled changes nothing, so it says nothing.
    expect((await demo.post('/api/billing/subscription/resume')).status).toBe(200);
    expect((await demo.post('/api/billing/subscription/cancel')).status).toBe(200);
    await settle();
    expect(await mailTo(DEMO.email, /membership is cancelled/)).toHaveLength(2);
    expect(await mailTo(DEMO.email, /will continue/)).toHaveLength(1);
    expect((await demo.post('/api/billing/subscription/resume')).status).toBe(200);
  });

  it('sends a receipt when the period renews, once however often the renewal is observed', async () => {
    const { who, setup } = await registerWithSandbox(await t.client(), 'writer');
    await endPeriod(setup.subscriptionId);
    await t.app.get(ReconcileJob).run();
    await t.app.get(ReconcileJob).run();
    const receipt = await waitForMail(t, { to: who.email, subject: /receipt/ });
    expect(receipt.subject).toBe('Your Penwright Collective receipt: $4.99 for Writer');
    expect(receipt.text).toContain('your Writer membership has renewed');
    expect(receipt.text).toMatch(/Amount paid\s+\$4\.99 \(USD\)/);
    expect(receipt.text).toMatch(/Date\s+\w+ \d{1,2}, \d{4}/);
    expect(receipt.text).toMatch(/Card\s+Card ending in 4242/);
    await settle();
    expect(await mailTo(who.email, /receipt/)).toHaveLength(1);
  });

  it('warns once when a renewal cannot be charged, saying what happens next and where to fix it', async () => {
    const { who, setup } = await registerWithSandbox(await t.client(), 'writer');
    await endPeriod(setup.subscriptionId, 'none');
    await t.app.get(ReconcileJob).run();
    const failing = await waitForMail(t, { to: who.email, subject: /did not go through/ });
    expect(failing.subject).toBe('Penwright Collective: your Writer payment did not go through');
    expect(failing.text).toContain('we tried to charge $4.99 for your Writer membership');
    expect(failing.text).toContain('What happens next: your membership stays active for now');
    expect(failing.text).toContain('/dashboard?tab=account');
    await t.app.get(ReconcileJob).run();
    await settle();
    expect(await mailTo(who.email, /did not go through/)).toHaveLength(1);
  });

  it('sends no subscription mail to a member who switched billing mail off', async () => {
    const { who, response } = await registerWithSandbox(await t.client(), 'writer');
    expect(response.status).toBe(201);
    const member = await t.signIn({ email: who.email, password: who.password });
    expect((await member.put('/api/mail/preferences', { billing: false })).status).toBe(200);
    expect((await member.post('/api/billing/subscription/cancel')).status).toBe(200);
    expect((await member.post('/api/billing/subscription/resume')).status).toBe(200);
    await settle();
    expect(await queued(who.email, 'billing.subscription-cancelled')).toEqual([]);
    expect(await queued(who.email, 'billing.subscription-resumed')).toEqual([]);
    expect(await mailTo(who.email, /cancelled|continue/)).toEqual([]);
  });
});
