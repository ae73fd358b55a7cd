import type { SubscriptionStatus } from '../../identity/domain/user';
import { tierById, type MembershipTier } from './tiers';

export const PROVIDER_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** Statuses a subscription never leaves: a new subscription is needed to come back. */
export const TERMINAL_STATUSES: readonly ProviderStatus[] = ['canceled', 'incomplete_expired'];

export type ProviderName = 'stripe' | 'sandbox';
export type IntentKind = 'setup' | 'payment';
export type IntentStatus = 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled';

/** The provider's view of one subscription, in the project's own terms. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: ProviderStatus;
  /** The recurring price's amount and currency, as the provider will charge them. */
  priceCents: number | null;
  currency: string | null;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The last four digits of the card the provider charges, when it says (a receipt names it). */
  cardLast4?: string | null;
}

/** D3: trialing and past_due (grace) count as active; canceled, unpaid and incomplete_expired as canceled. */
export function memberStatus(status: ProviderStatus): SubscriptionStatus {
  switch (status) {
    case 'trialing':
    case 'active':
    case 'past_due':
      return 'active';
    case 'canceled':
    case 'unpaid':
    case 'incomplete_expired':
      return 'canceled';
    case 'incomplete':
      return 'incomplete';
    case 'paused':
      return 'inactive';
  }
}

export const isLive = (status: ProviderStatus) => !TERMINAL_STATUSES.includes(status);

export type Confirmation =
  { confirmed: true; status: ProviderStatus } | { confirmed: false; reason: 'not_paid' | 'plan_mismatch' };

/**
 * Whether the provider's records show that the first setup (free trial: card saved through the
 * setup intent) or payment (paid tiers) succeeded for a subscription of this tier at the server's price.
 */
export function confirmation(
  tier: MembershipTier,
  snapshot: SubscriptionSnapshot,
  intentStatus: IntentStatus,
): Confirmation {
  const definition = tierById(tier);
  if (snapshot.priceCents !== definition.billedPriceCents || snapshot.currency !== 'usd') {
    return { confirmed: false, reason: 'plan_mismatch' };
  }
  // A free trial must carry the trial; a paid tier must not (else nothing was charged).
  const trial = definition.trialMonths > 0;
  if (trial ? snapshot.trialEnd === null : snapshot.status === 'trialing') {
    return { confirmed: false, reason: 'plan_mismatch' };
  }
  if (intentStatus !== 'succeeded' || ['canceled', 'incomplete_expired', 'unpaid'].includes(snapshot.status)) {
    return { confirmed: false, reason: 'not_paid' };
  }
  // The invoice is paid once its payment intent succeeds; the subscription may lag a moment behind.
  return { confirmed: true, status: snapshot.status === 'incomplete' ? 'active' : snapshot.status };
}

/**
 * Why the server started an intent: a visitor joining (the free trial included), a member without a live
 * subscription starting a new one, or a member changing the tier of their live one.
 */
export type IntentPurpose = 'join' | 'resubscribe' | 'change';

/** One card setup or payment the server started, and the plan it was for. */
export interface BillingIntent {
  intentId: string;
  subscriptionId: string;
  kind: IntentKind;
  purpose: IntentPurpose;
  tier: MembershipTier;
  createdAt: Date;
}

/** The subscription link kept by billing: who started it, for which tier, and which account it backs. */
export interface BillingSubscription {
  id: number;
  provider: ProviderName;
  subscriptionId: string;
  customerId: string;
  tier: MembershipTier;
  email: string;
  intentKind: IntentKind;
  intentId: string;
  /** The signed-in member who started it (D2 step 3); null for a visitor's registration. */
  requestedByUserId: number | null;
  /** The account it backs; set once, by the account creation or the member's confirmation. */
  userId: number | null;
  providerStatus: ProviderStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  /** A tier change waiting for the member's card confirmation. */
  pendingTier: MembershipTier | null;
  pendingIntentId: string | null;
  createdAt: Date;
  syncedAt: Date | null;
}
