import { accountPayload, person, startPayment } from './support/billing';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';
import { pdfText } from './support/pdf-text';
import { startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

type Entry = { id: string; kind: string; amountCents: number; status: string; tier: string | null; receiptId: string };

/** Billing history and Update card with the real `stripe` SDK against the local fake Stripe (issue 27). */
describe('billing: history, receipts and card update (Stripe)', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let member: TestClient;
  let subscriptionId: string;
  let firstInvoice: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp(fake.env);
    member = await t.client();
    const who = person({ firstName: 'Ines', lastName: 'Marlowe' });
    const setup = await startPayment(member, 'professional', who);
    subscriptionId = setup.subscriptionId;
    fake.state.succeed(setup.clientSecret.split('_secret_')[0]);
    expect((await member.post('/api/create-account', accountPayload(who, 'professional', setup))).status).toBe(201);
    firstInvoice = fake.state.subscriptions.get(subscriptionId)!.latest_invoice as string;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const stripeSub = () => fake.state.subscriptions.get(subscriptionId)!;
  const history = async (): Promise<Entry[]> => (await member.get('/api/billing/history')).body.entries;

  it("lists the paid invoices and their refunds, newest first, with the provider's amounts", async () => {
    const renewal = fake.state.payRenewal(subscriptionId, 4900);
    fake.state.refundInvoice(renewal.id, 4900);
    const entries = await history();
    expect(entries.map((e) => [e.id, e.kind, e.amountCents, e.status, e.tier])).toEqual([
      [`${renewal.id}:refund`, 'refund', 4900, 'refunded', 'professional'],
      [renewal.id, 'charge', 4900, 'refunded', 'professional'],
      [firstInvoice, 'charge', 4900, 'paid', 'professional'],
    ]);
    for (const entry of entries.filter((e) => e.kind === 'charge')) {
      expect(entry.amountCents).toBe(fake.state.invoices.get(entry.id)!.amount_paid);
    }
    expect(fake.requests).toEqual(expect.arrayContaining(['GET /v1/invoices', 'GET /v1/charges']));
  });

  it("downloads the invoice's receipt with the member, the amount and the card's last four", async () => {
    const response = await member
      .get(`/api/billing/receipts/${firstInvoice}.pdf`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment; filename="receipt-IN-');
    const text = await pdfText(response.body as Buffer);
    for (const part of ['Ines Marlowe', '$49.00 USD', 'Visa ending in 4242', 'Professional (monthly)', 'Wilmington']) {
      expect(text).toContain(part);
    }
  });

  it('a setup intent that did not succeed changes nothing; a confirmed one becomes the default card', async () => {
    expect((await member.get('/api/billing/card')).body).toEqual({ card: { brand: 'visa', last4: '4242' } });
    const before = JSON.stringify(stripeSub());

    const declined = (await member.post('/api/billing/card/setup')).body;
    expect(declined.id).toMatch(/^seti_/);
    expect(fake.state.setupIntents.get(declined.id)).toMatchObject({ customer: stripeSub().customer });
    const refused = await member.post('/api/billing/card', { intentId: declined.id });
    expect(refused.status).toBe(402);
    expect(JSON.stringify(stripeSub())).toBe(before);

    const setup = (await member.post('/api/billing/card/setup')).body;
    fake.state.succeed(setup.id, 'pm_card_mastercard');
    const replaced = await member.post('/api/billing/card', { intentId: setup.id });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ card: { brand: 'mastercard', last4: '4444' } });
    expect(stripeSub()).toMatchObject({ default_payment_method: 'pm_card_mastercard', status: 'active' });
    const { items, default_payment_method: _card, ...rest } = stripeSub();
    const { items: itemsBefore, default_payment_method: _old, ...restBefore } = JSON.parse(before);
    expect(rest).toEqual(restBefore);
    expect(items).toEqual(itemsBefore);
    expect(fake.state.customerUpdates.at(-1)).toMatchObject({
      id: stripeSub().customer,
      params: { invoice_settings: { default_payment_method: 'pm_card_mastercard' } },
    });
    expect((await member.get('/api/billing/card')).body).toEqual({ card: { brand: 'mastercard', last4: '4444' } });
  });

  it("refuses another customer's confirmed setup intent", async () => {
    const foreign = fake.state.createSetupIntent({ customer: 'cus_someone_else' });
    fake.state.succeed(foreign.id, 'pm_card_visa');
    expect((await member.post('/api/billing/card', { intentId: foreign.id })).status).toBe(402);
    expect(stripeSub().default_payment_method).toBe('pm_card_mastercard');
  });
});
