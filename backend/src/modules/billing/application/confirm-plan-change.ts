import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { UserAccounts } from '../../identity/application/user-accounts';
import type { UserView } from '../../identity/domain/user';
import { PAYMENT_PROVIDER, SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import { noPendingChange, paymentAlreadyUsed } from '../domain/billing.errors';
import { memberStatus, type BillingSubscription } from '../domain/subscription';
import { startedMail } from '../domain/subscription-mail';
import { toSubscriptionView, type SubscriptionView } from '../domain/subscription-view';
import type { PaymentProvider } from './ports/payment-provider';
import type { SubscriptionRepository } from './ports/subscription.repository';
import { SubscriptionMailer } from './subscription-mailer';
import { SubscriptionVerifier } from './subscription-verifier';

/**
 * `POST /api/billing/subscription/confirm` (D2 step 3): after the signed-in member confirmed the card,
 * the server verifies with the provider and either links the member's new subscription or applies the
 * tier change to the existing one. Never a second live subscription.
 */
@Injectable()
export class ConfirmPlanChange {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly verifier: SubscriptionVerifier,
    private readonly accounts: UserAccounts,
    private readonly mailer: SubscriptionMailer,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  /** `intentId`, when given, must be the intent waiting: the new subscription's own, or the pending change's. */
  async execute(member: UserView, subscriptionId: string, intentId: string | null = null): Promise<SubscriptionView> {
    const subscription = await this.subscriptions.findBySubscriptionId(subscriptionId);
    const waiting = (id: string | null) => intentId === null || intentId === id;
    if (
      subscription?.requestedByUserId === member.id &&
      subscription.userId === null &&
      waiting(subscription.intentId)
    ) {
      return this.linkNew(member, subscription);
    }
    if (
      subscription?.userId === member.id &&
      subscription.pendingTier &&
      subscription.pendingIntentId &&
      waiting(subscription.pendingIntentId)
    ) {
      return this.changeTier(member, subscription);
    }
    throw noPendingChange();
  }

  private async linkNew(member: UserView, subscription: BillingSubscription): Promise<SubscriptionView> {
    const { snapshot, observedAt } = await this.verifier.verify(subscription);
    await this.uow.run(async () => {
      if (!(await this.subscriptions.claim(subscription.subscriptionId, member.id, snapshot, observedAt))) {
        throw paymentAlreadyUsed();
      }
      await this.accounts.linkSubscription(member.id, {
        stripeSubscriptionId: subscription.subscriptionId,
        subscriptionStatus: memberStatus(snapshot.status),
        subscriptionTier: subscription.tier,
      });
      await this.mailer.send(member.id, [startedMail(subscription, snapshot)]);
    });
    return this.view(subscription.subscriptionId);
  }

  private async changeTier(member: UserView, subscription: BillingSubscription): Promise<SubscriptionView> {
    const tier = subscription.pendingTier!;
    const intentId = subscription.pendingIntentId!;
    const observedAt = this.clock.now();
    const snapshot = await this.provider.changeTier(subscription.subscriptionId, tier, intentId);
    await this.uow.run(async () => {
      if (!(await this.subscriptions.completeChange(subscription.subscriptionId, intentId, snapshot, observedAt))) {
        throw noPendingChange();
      }
      await this.accounts.linkSubscription(member.id, {
        stripeSubscriptionId: subscription.subscriptionId,
        subscriptionStatus: memberStatus(snapshot.status),
        subscriptionTier: tier,
      });
    });
    return this.view(subscription.subscriptionId);
  }

  private async view(subscriptionId: string): Promise<SubscriptionView> {
    return toSubscriptionView((await this.subscriptions.findBySubscriptionId(subscriptionId))!);
  }
}
