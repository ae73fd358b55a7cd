import type { SubscriptionStatus } from '../../identity/domain/user';
import { isLive, memberStatus, type BillingSubscription, type ProviderStatus } from './subscription';
import { formatDollars, tierById, type MembershipTier } from './tiers';

/** What a member sees of their subscription (the dashboard's Account tab). */
export interface SubscriptionView {
  subscriptionId: string;
  provider: BillingSubscription['provider'];
  tier: MembershipTier;
  tierName: string;
  /** The monthly price billed, in dollars with two decimals. */
  price: string;
  status: SubscriptionStatus;
  providerStatus: ProviderStatus;
  live: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
}

export function toSubscriptionView(subscription: BillingSubscription): SubscriptionView {
  const tier = tierById(subscription.tier);
  return {
    subscriptionId: subscription.subscriptionId,
    provider: subscription.provider,
    tier: tier.id,
    tierName: tier.name,
    price: formatDollars(tier.billedPriceCents),
    status: memberStatus(subscription.providerStatus),
    providerStatus: subscription.providerStatus,
    live: isLive(subscription.providerStatus),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    trialEnd: subscription.trialEnd?.toISOString() ?? null,
  };
}
