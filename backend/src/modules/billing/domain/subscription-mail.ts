import { isLive, type BillingSubscription, type ProviderStatus, type SubscriptionSnapshot } from './subscription';
import { tierById } from './tiers';

/** The subscription mail billing raises (D18); each kind's template is in mail/infrastructure/templates. */
export type SubscriptionMailKind =
  | 'billing.subscription-started'
  | 'billing.subscription-renewed'
  | 'billing.payment-failing'
  | 'billing.subscription-cancelled'
  | 'billing.subscription-resumed';

export interface SubscriptionMail {
  kind: SubscriptionMailKind;
  /** Unique per change: the outbox queues one message per key, however often the change is observed. */
  eventKey: string;
  data: Record<string, unknown>;
}

/** Where the member sees and manages the membership (the dashboard's Account tab). */
export const ACCOUNT_PATH = '/dashboard?tab=account';

const PAYING: readonly ProviderStatus[] = ['trialing', 'active', 'past_due'];
const ENDED: readonly ProviderStatus[] = ['canceled', 'unpaid', 'incomplete_expired'];

/** The plan's name as the member knows it now: "Free Trial" while it runs, the billed plan's name after it. */
function planName(subscription: Pick<BillingSubscription, 'tier' | 'providerStatus'>): string {
  const tier = tierById(subscription.tier);
  return subscription.providerStatus === 'trialing' ? tier.name : tierById(tier.billedTier).name;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const key = (kind: SubscriptionMailKind, subscription: BillingSubscription, change: string) =>
  `${kind}:${subscription.subscriptionId}:${change}`;

/** The welcome to a membership, once per subscription, when it is linked to the member's account. */
export function startedMail(subscription: BillingSubscription, snapshot: SubscriptionSnapshot): SubscriptionMail {
  const tier = tierById(subscription.tier);
  const trialEnd = snapshot.status === 'trialing' ? snapshot.trialEnd : null;
  return {
    kind: 'billing.subscription-started',
    eventKey: `billing.subscription-started:${subscription.subscriptionId}`,
    data: {
      tierName: tier.name,
      priceCents: snapshot.priceCents ?? tier.billedPriceCents,
      chargedCents: trialEnd ? 0 : (snapshot.priceCents ?? tier.billedPriceCents),
      trialEnd: iso(trialEnd),
      nextBillingDate: iso(snapshot.currentPeriodEnd),
      accountPath: ACCOUNT_PATH,
    },
  };
}

/**
 * What the member should hear about a change the provider reported, from the stored row before it (read under a
 * lock in the same transaction) and after it: a renewal (a receipt), a failing payment, a cancellation at the
 * period's end, a resumption, or a membership ended outright (a cancellation the member was not told of before).
 * Keys name the change itself (the period paid for, the moment of the switch), so a replay or a second report of
 * the same change queues nothing.
 */
export function changeMail(
  before: BillingSubscription,
  after: BillingSubscription,
  snapshot: SubscriptionSnapshot,
  observedAt: Date,
): SubscriptionMail[] {
  const mail: SubscriptionMail[] = [];
  const moment = String(observedAt.getTime());
  const priceCents = snapshot.priceCents ?? tierById(tierById(after.tier).billedTier).billedPriceCents;
  const periodMoved =
    before.currentPeriodEnd !== null &&
    after.currentPeriodEnd !== null &&
    after.currentPeriodEnd.getTime() > before.currentPeriodEnd.getTime();
  const recovered = before.providerStatus === 'past_due';

  if (after.providerStatus === 'active' && PAYING.includes(before.providerStatus) && (periodMoved || recovered)) {
    mail.push({
      kind: 'billing.subscription-renewed',
      eventKey: key('billing.subscription-renewed', after, iso(after.currentPeriodEnd) ?? moment),
      data: {
        tierName: planName(after),
        amountCents: priceCents,
        // A renewal is charged when the period ends; a retried payment when it went through.
        paidOn: iso(periodMoved && !recovered ? before.currentPeriodEnd : observedAt),
        nextBillingDate: iso(after.currentPeriodEnd),
        cardLast4: snapshot.cardLast4 ?? null,
        afterTrial: before.providerStatus === 'trialing',
        accountPath: ACCOUNT_PATH,
      },
    });
  }
  if (after.providerStatus === 'past_due' && before.providerStatus !== 'past_due') {
    mail.push({
      kind: 'billing.payment-failing',
      eventKey: key('billing.payment-failing', after, iso(after.currentPeriodEnd) ?? moment),
      data: { tierName: planName(after), amountCents: priceCents, accountPath: ACCOUNT_PATH },
    });
  }
  if (isLive(after.providerStatus) && !ENDED.includes(after.providerStatus)) {
    if (!before.cancelAtPeriodEnd && after.cancelAtPeriodEnd) {
      mail.push({
        kind: 'billing.subscription-cancelled',
        eventKey: key('billing.subscription-cancelled', after, moment),
        data: { tierName: planName(after), accessUntil: iso(after.currentPeriodEnd), endedNow: false },
      });
    }
    if (before.cancelAtPeriodEnd && !after.cancelAtPeriodEnd && isLive(before.providerStatus)) {
      mail.push({
        kind: 'billing.subscription-resumed',
        eventKey: key('billing.subscription-resumed', after, moment),
        data: {
          tierName: planName(after),
          priceCents,
          renewsOn: iso(after.currentPeriodEnd),
          accountPath: ACCOUNT_PATH,
        },
      });
    }
  } else if (PAYING.includes(before.providerStatus) && !before.cancelAtPeriodEnd) {
    // Ended without a cancellation the member chose and was told of (unpaid, cancelled at the provider).
    mail.push({
      kind: 'billing.subscription-cancelled',
      eventKey: key('billing.subscription-cancelled', after, 'ended'),
      data: { tierName: planName(before), accessUntil: iso(observedAt), endedNow: true, renewPath: '/register' },
    });
  }
  return mail;
}
