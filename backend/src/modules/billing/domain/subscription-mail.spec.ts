import type { BillingSubscription, SubscriptionSnapshot } from './subscription';
import { changeMail, startedMail } from './subscription-mail';

const DEC = new Date('2026-12-22T00:00:00Z');
const JAN = new Date('2027-01-22T00:00:00Z');
const NOW = new Date('2026-12-22T06:00:00Z');

const row = (changes: Partial<BillingSubscription> = {}): BillingSubscription => ({
  id: 1,
  provider: 'sandbox',
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  tier: 'writer',
  email: 'nora@example.com',
  intentKind: 'payment',
  intentId: 'pi_1',
  requestedByUserId: null,
  userId: 7,
  providerStatus: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: DEC,
  trialEnd: null,
  pendingTier: null,
  pendingIntentId: null,
  createdAt: new Date('2026-11-22T00:00:00Z'),
  syncedAt: null,
  ...changes,
});
const reading = (after: BillingSubscription, changes: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  id: after.subscriptionId,
  customerId: after.customerId,
  status: after.providerStatus,
  priceCents: 499,
  currency: 'usd',
  trialEnd: after.trialEnd,
  currentPeriodEnd: after.currentPeriodEnd,
  cancelAtPeriodEnd: after.cancelAtPeriodEnd,
  cardLast4: '4242',
  ...changes,
});
const mailOf = (before: BillingSubscription, after: BillingSubscription, changes?: Partial<SubscriptionSnapshot>) =>
  changeMail(before, after, reading(after, changes), NOW);
const kinds = (before: BillingSubscription, after: BillingSubscription) => mailOf(before, after).map((m) => m.kind);

describe('subscription mail: what a change tells the member (D18)', () => {
  it('says nothing when the reading changes nothing', () => {
    expect(mailOf(row(), row())).toEqual([]);
    expect(mailOf(row({ providerStatus: 'past_due' }), row({ providerStatus: 'past_due' }))).toEqual([]);
  });

  it('sends a receipt keyed by the period paid for, dated when the period ended', () => {
    expect(mailOf(row(), row({ currentPeriodEnd: JAN }))).toEqual([
      {
        kind: 'billing.subscription-renewed',
        eventKey: 'billing.subscription-renewed:sub_1:2027-01-22T00:00:00.000Z',
        data: {
          tierName: 'Writer',
          amountCents: 499,
          paidOn: DEC.toISOString(),
          nextBillingDate: JAN.toISOString(),
          cardLast4: '4242',
          afterTrial: false,
          accountPath: '/dashboard?tab=account',
        },
      },
    ]);
  });

  it("names the trial's first charge as such, with the billed plan's name", () => {
    const [receipt] = mailOf(
      row({ tier: 'free_trial', providerStatus: 'trialing', trialEnd: DEC }),
      row({ tier: 'free_trial', currentPeriodEnd: JAN, trialEnd: DEC }),
    );
    expect(receipt).toMatchObject({
      kind: 'billing.subscription-renewed',
      data: { tierName: 'Writer', afterTrial: true },
    });
  });

  it('warns of a failing payment once per period, and sends the receipt when a retry goes through', () => {
    const failing = row({ providerStatus: 'past_due', currentPeriodEnd: JAN });
    expect(mailOf(row(), failing)).toEqual([
      expect.objectContaining({
        kind: 'billing.payment-failing',
        eventKey: 'billing.payment-failing:sub_1:2027-01-22T00:00:00.000Z',
      }),
    ]);
    const [receipt] = mailOf(failing, row({ currentPeriodEnd: JAN }));
    expect(receipt).toMatchObject({
      kind: 'billing.subscription-renewed',
      eventKey: 'billing.subscription-renewed:sub_1:2027-01-22T00:00:00.000Z',
      data: { paidOn: NOW.toISOString() },
    });
  });

  it('confirms a cancellation at the period end with the access end, and a resumption', () => {
    const cancelled = row({ cancelAtPeriodEnd: true });
    expect(mailOf(row(), cancelled)).toEqual([
      {
        kind: 'billing.subscription-cancelled',
        eventKey: `billing.subscription-cancelled:sub_1:${NOW.getTime()}`,
        data: { tierName: 'Writer', accessUntil: DEC.toISOString(), endedNow: false },
      },
    ]);
    expect(kinds(cancelled, row())).toEqual(['billing.subscription-resumed']);
  });

  it('tells of a membership that ended outright, but not of a cancellation taking effect as announced', () => {
    expect(mailOf(row({ providerStatus: 'past_due' }), row({ providerStatus: 'unpaid' }))).toEqual([
      expect.objectContaining({
        kind: 'billing.subscription-cancelled',
        eventKey: 'billing.subscription-cancelled:sub_1:ended',
        data: expect.objectContaining({ endedNow: true }),
      }),
    ]);
    expect(
      kinds(row({ cancelAtPeriodEnd: true }), row({ providerStatus: 'canceled', cancelAtPeriodEnd: true })),
    ).toEqual([]);
    expect(kinds(row({ providerStatus: 'canceled' }), row({ providerStatus: 'canceled' }))).toEqual([]);
  });

  it("welcomes a trial with its end and nothing charged, a paid plan with today's charge", () => {
    const trial = row({ tier: 'free_trial', providerStatus: 'trialing', trialEnd: DEC });
    expect(startedMail(trial, reading(trial)).data).toMatchObject({
      tierName: 'Free Trial',
      priceCents: 499,
      chargedCents: 0,
      trialEnd: DEC.toISOString(),
    });
    const paid = row({ tier: 'professional' });
    expect(startedMail(paid, reading(paid, { priceCents: 4900 }))).toMatchObject({
      eventKey: 'billing.subscription-started:sub_1',
      data: { tierName: 'Professional', chargedCents: 4900, trialEnd: null, nextBillingDate: DEC.toISOString() },
    });
  });
});
