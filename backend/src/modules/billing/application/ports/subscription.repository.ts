import type { BillingIntent, BillingSubscription, ProviderName, SubscriptionSnapshot } from '../../domain/subscription';
import type { MembershipTier } from '../../domain/tiers';

export type NewBillingSubscription = Pick<
  BillingSubscription,
  | 'provider'
  | 'subscriptionId'
  | 'customerId'
  | 'tier'
  | 'email'
  | 'intentKind'
  | 'intentId'
  | 'requestedByUserId'
  | 'providerStatus'
>;

/** The subscription links, and the log of webhook events already handled. */
export interface SubscriptionRepository {
  /** Stores the link and its first intent (`join` for a visitor's, `resubscribe` for a member's). */
  insert(subscription: NewBillingSubscription): Promise<BillingSubscription>;
  /** An intent this server started, kept after it was used; null for any other id. */
  findIntent(intentId: string): Promise<BillingIntent | null>;
  findBySubscriptionId(subscriptionId: string): Promise<BillingSubscription | null>;
  /** The row as it is, locked until the caller's unit of work ends (a change is then compared once). */
  lockBySubscriptionId(subscriptionId: string): Promise<BillingSubscription | null>;
  /** The member's most recent linked subscription. */
  findLatestForUser(userId: number): Promise<BillingSubscription | null>;
  /** Every subscription the member's account is linked to, newest first (billing history, issue 27). */
  listForUser(userId: number): Promise<BillingSubscription[]>;
  /** Each of these members' most recent linked subscription, for those who have one, in one statement. */
  findLatestForUsers(userIds: readonly number[]): Promise<BillingSubscription[]>;
  /** Whether the member ever linked or started a subscription (the free trial is for new members). */
  hasAnyForUser(userId: number): Promise<boolean>;
  /** Links the subscription to the account once; false when it already backs one. */
  claim(subscriptionId: string, userId: number, snapshot: SubscriptionSnapshot, observedAt: Date): Promise<boolean>;
  /** Stores the provider's state observed at `observedAt`, unless a later observation is stored already. */
  applySnapshot(snapshot: SubscriptionSnapshot, observedAt: Date): Promise<BillingSubscription | null>;
  /** Records the card setup of a tier change (a `change` intent) as the one waiting for confirmation. */
  setPendingChange(subscriptionId: string, tier: MembershipTier, intentId: string): Promise<void>;
  /** Applies the confirmed change; false when that change is no longer the pending one. */
  completeChange(
    subscriptionId: string,
    intentId: string,
    snapshot: SubscriptionSnapshot,
    observedAt: Date,
  ): Promise<boolean>;
  /** Subscriptions of one provider to reconcile, in id order after `afterId`. */
  listForReconcile(provider: ProviderName, afterId: number, limit: number): Promise<BillingSubscription[]>;
  hasEvent(eventId: string): Promise<boolean>;
  /** Records the event id; false when it was recorded before (the caller then does nothing). */
  recordEvent(eventId: string, type: string, createdAt: Date): Promise<boolean>;
}
