import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { UserAccounts } from '../../identity/application/user-accounts';
import { SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import { memberStatus, type BillingSubscription, type SubscriptionSnapshot } from '../domain/subscription';
import { changeMail } from '../domain/subscription-mail';
import type { SubscriptionRepository } from './ports/subscription.repository';
import { SubscriptionMailer } from './subscription-mailer';

export interface ApplyOptions {
  /** False when the member must not hear of it (an editor deleting the account ends the subscription). */
  notify?: boolean;
}

/**
 * Stores what the provider says about a subscription and keeps the member's `subscriptionStatus`
 * and tier in step (D3), when that subscription is the one the member's account points to. In the same
 * transaction it tells the member what changed (a renewal, a failing payment, a cancellation, a resumption):
 * the row is locked before it is compared, so two reports of one change (a webhook racing the member's own
 * request, or the nightly reconcile) see it change once.
 */
@Injectable()
export class SubscriptionSync {
  constructor(
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
    private readonly accounts: UserAccounts,
    private readonly mailer: SubscriptionMailer,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  /** Null when the subscription is unknown here or a later observation was stored already. */
  apply(
    snapshot: SubscriptionSnapshot,
    observedAt: Date,
    { notify = true }: ApplyOptions = {},
  ): Promise<BillingSubscription | null> {
    return this.uow.run(async () => {
      const before = await this.subscriptions.lockBySubscriptionId(snapshot.id);
      const stored = await this.subscriptions.applySnapshot(snapshot, observedAt);
      if (!stored) return null;
      await this.updateMember(stored);
      if (before && notify) await this.mailer.send(stored.userId, changeMail(before, stored, snapshot, observedAt));
      return stored;
    });
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
