import { Inject, Injectable } from '@nestjs/common';
import { UserAccounts } from '../../identity/application/user-accounts';
import { SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import { memberStatus, type BillingSubscription, type SubscriptionSnapshot } from '../domain/subscription';
import type { SubscriptionRepository } from './ports/subscription.repository';

/**
 * Stores what the provider says about a subscription and keeps the member's `subscriptionStatus`
 * and tier in step (D3), when that subscription is the one the member's account points to.
 */
@Injectable()
export class SubscriptionSync {
  constructor(
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
    private readonly accounts: UserAccounts,
  ) {}

  /** Null when the subscription is unknown here or a later observation was stored already. */
  async apply(snapshot: SubscriptionSnapshot, observedAt: Date): Promise<BillingSubscription | null> {
    const stored = await this.subscriptions.applySnapshot(snapshot, observedAt);
    if (stored) await this.updateMember(stored);
    return stored;
  }

  async updateMember(subscription: BillingSubscription): Promise<void> {
    if (subscription.userId === null) return;
    const user = await this.accounts.findById(subscription.userId);
    if (!user || user.isAdmin || user.stripeSubscriptionId !== subscription.subscriptionId) return;
    const status = memberStatus(subscription.providerStatus);
    if (user.subscriptionStatus === status && user.subscriptionTier === subscription.tier) return;
    await this.accounts.linkSubscription(user.id, { subscriptionStatus: status, subscriptionTier: subscription.tier });
  }
}
