import { PAYMENT_PROVIDER } from '../src/modules/billing/billing.tokens';
import type { SandboxPaymentProvider } from '../src/modules/billing/infrastructure/sandbox/sandbox-payment-provider';
import { CARD_DECLINED, confirmCard, registerWithSandbox } from './support/billing';
import { startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';
import { pdfText } from './support/pdf-text';

/** Billing history, receipts and Update card with the sandbox provider (D21, issue 27). */
describe('billing: history, receipts and card update (sandbox)', () => {
  let t: TestApp;
  let member: TestClient;
  let other: TestClient;
  let subscriptionId: string;

  beforeAll(async () => {
    t = await startTestApp();
    const registered = await registerWithSandbox(await t.client(), 'writer');
    expect(registered.response.status).toBe(201);
    subscriptionId = registered.setup.subscriptionId;
    member = await t.signIn({ email: registered.who.email, password: registered.who.password });
    const second = await registerWithSandbox(await t.client(), 'professional');
    other = await t.signIn({ email: second.who.email, password: second.who.password });
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  const sandbox = () => t.app.get<SandboxPaymentProvider>(PAYMENT_PROVIDER);
  const history = async (client = member) => (await client.get('/api/billing/history')).body.entries;
  const ledger = () =>
    t.sql<{ id: string; amount_cents: number; refunded_cents: number }>(
      `SELECT id, amount_cents, refunded_cents FROM billing_sandbox_intents
        WHERE subscription_id = ? AND kind = 'payment' AND status = 'succeeded' ORDER BY created_at`,
      [subscriptionId],
    );
  const paymentMethod = async () =>
    (
      await t.sql<{ payment_method: string }>('SELECT payment_method FROM billing_sandbox_subscriptions WHERE id = ?', [
        subscriptionId,
      ])
    )[0].payment_method;

  it('lists the first charge with its date, tier, amount in cents and status, equal to the ledger', async () => {
    const entries = await history();
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'charge', tier: 'writer', tierName: 'Writer', amountCents: 499, status: 'paid' }),
    ]);
    const [charge] = await ledger();
    expect(entries[0]).toMatchObject({ id: charge.id, receiptId: charge.id, amountCents: charge.amount_cents });
    expect(Date.now() - Date.parse(entries[0].date)).toBeLessThan(60_000);
  });

  it('records a renewal in the ledger and lists it first, then a refund above it', async () => {
    await t.sql(
      `UPDATE billing_sandbox_subscriptions SET current_period_end = now() - interval '1 hour' WHERE id = ?`,
      [subscriptionId],
    );
    await t.inRequestScope(() => sandbox().getSubscription(subscriptionId));
    const [first, renewal] = await ledger();
    expect(renewal.amount_cents).toBe(499);
    await t.inRequestScope(() => sandbox().refund(renewal.id, 200));

    const entries = await history();
    expect(
      entries.map((e: { id: string; kind: string; amountCents: number; status: string }) => [
        e.id,
        e.kind,
        e.amountCents,
        e.status,
      ]),
    ).toEqual([
      [`${renewal.id}:refund`, 'refund', 200, 'partially_refunded'],
      [renewal.id, 'charge', 499, 'partially_refunded'],
      [first.id, 'charge', 499, 'paid'],
    ]);
    const total = (await ledger()).reduce((sum, row) => sum + row.amount_cents - row.refunded_cents, 0);
    const listed = entries.reduce(
      (sum: number, e: { kind: string; amountCents: number }) =>
        sum + (e.kind === 'charge' ? e.amountCents : -e.amountCents),
      0,
    );
    expect(listed).toBe(total);
  });

  it("downloads a receipt as a PDF: the collective's name and address, the member, the amount, the card", async () => {
    const [charge] = await ledger();
    const response = await member
      .get(`/api/billing/receipts/${charge.id}.pdf`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="receipt-PI-SBX-[0-9A-F]+\.pdf"$/);
    const text = await pdfText(response.body as Buffer);
    expect(text).toContain('PENWRIGHT COLLECTIVE');
    expect(text).toContain('1200 Market Street, Suite 400');
    expect(text).toContain('Wilmington, DE 19801');
    expect(text).toContain('Nora Quill');
    expect(text).toContain('Writer (monthly)');
    expect(text).toContain('$4.99 USD');
    expect(text).toContain('Visa ending in 4242');
    expect(text).toContain(charge.id.replace(/_/g, '-').toUpperCase());
  });

  it("answers 404 for another member's receipt, an unknown one and hostile ids, never a 500", async () => {
    const [charge] = await ledger();
    const stolen = await other.get(`/api/billing/receipts/${charge.id}.pdf`);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ code: 'RECEIPT_NOT_FOUND', message: 'We could not find this receipt.' });
    for (const file of ['pi_sbx_nothing.pdf', charge.id, `${'x'.repeat(500)}.pdf`, 'pi%20sbx.pdf']) {
      expect((await member.get(`/api/billing/receipts/${file}`)).status).toBe(404);
    }
    for (const file of ['..%2f..%2fetc%2fpasswd.pdf', '%00.pdf', '%E0%A4%A.pdf']) {
      const status = (await member.get(`/api/billing/receipts/${file}`)).status;
      expect([400, 404]).toContain(status);
    }
    const anonymous = await (await t.client()).get(`/api/billing/receipts/${charge.id}.pdf`);
    expect(anonymous.status).toBe(401);
    expect((await (await t.client()).get('/api/billing/history')).status).toBe(401);
  });

  it('shows the card, and a declined card leaves the old card and the subscription as they were', async () => {
    expect((await member.get('/api/billing/card')).body).toEqual({ card: { brand: 'visa', last4: '4242' } });
    const subscriptionBefore = (await member.get('/api/billing/subscription')).body;
    const cardBefore = await paymentMethod();

    const setup = (await member.post('/api/billing/card/setup')).body;
    expect(setup).toMatchObject({ kind: 'setup', id: expect.stringMatching(/^seti_sbx_/) });
    const declined = await confirmCard(member, setup.clientSecret, CARD_DECLINED);
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');
    const refused = await member.post('/api/billing/card', { intentId: setup.id });
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('PAYMENT_NOT_CONFIRMED');

    expect(await paymentMethod()).toBe(cardBefore);
    expect((await member.get('/api/billing/subscription')).body).toEqual(subscriptionBefore);
  });

  it('replaces the card with a confirmed one, leaving status, period and tier unchanged, in the audit log', async () => {
    const subscriptionBefore = (await member.get('/api/billing/subscription')).body;
    const cardBefore = await paymentMethod();
    const setup = (await member.post('/api/billing/card/setup')).body;
    expect((await confirmCard(member, setup.clientSecret)).status).toBe(200);
    const replaced = await member.post('/api/billing/card', { intentId: setup.id });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ card: { brand: 'visa', last4: '4242' } });

    const cardAfter = await paymentMethod();
    expect(cardAfter).not.toBe(cardBefore);
    expect(cardAfter).toBe(
      (
        await t.sql<{ payment_method: string }>('SELECT payment_method FROM billing_sandbox_intents WHERE id = ?', [
          setup.id,
        ])
      )[0].payment_method,
    );
    expect((await member.get('/api/billing/subscription')).body).toEqual(subscriptionBefore);
    const [audit] = await t.sql<{ action: string; entity_type: string; after: { card: unknown } }>(
      `SELECT action, entity_type, after FROM audit_log WHERE action = 'billing.update_card' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({
      action: 'billing.update_card',
      entity_type: 'user',
      after: { card: { last4: '4242' } },
    });
  });

  it("refuses another member's setup intent and hostile bodies with a 4xx, never a 500", async () => {
    const theirs = (await other.post('/api/billing/card/setup')).body;
    expect((await confirmCard(other, theirs.clientSecret)).status).toBe(200);
    const cardBefore = await paymentMethod();
    expect((await member.post('/api/billing/card', { intentId: theirs.id })).status).toBe(402);
    expect(await paymentMethod()).toBe(cardBefore);

    const bodies: unknown[] = [
      {},
      { intentId: '' },
      { intentId: 42 },
      { intentId: ['seti_x'] },
      { intentId: { $ne: null } },
      { intentId: "seti_x'; DROP TABLE users; --" },
      { intentId: 'x'.repeat(300) },
      { intentId: 'seti_unknown' },
    ];
    for (const body of bodies) {
      const response = await member.post('/api/billing/card', body as object);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});
