import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { AuditLog } from '../../audit/application/audit-log';
import type { UserView } from '../../identity/domain/user';
import { PAYMENT_PROVIDER, SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import { noSubscription, paymentNotConfirmed } from '../domain/billing.errors';
import { isLive, type BillingSubscription } from '../domain/subscription';
import type { CardSummary, ClientIntent, PaymentProvider } from './ports/payment-provider';
import type { SubscriptionRepository } from './ports/subscription.repository';

/**
 * Update card (D21, issue 27): a setup intent the member confirms in the same card form as the registration's,
 * then its card becomes the subscription's default. The subscription itself (status, period, tier) is untouched.
 */
@Injectable()
export class UpdateCard {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly audit: AuditLog,
  ) {}

  /** `GET /api/billing/card`: the card renewals are charged to, or null. */
  async current(member: UserView): Promise<CardSummary | null> {
    const live = await this.liveSubscription(member).catch(() => null);
    return live ? this.provider.getDefaultCard(live.subscriptionId) : null;
  }

  /** `POST /api/billing/card/setup`: the setup intent for the card form. */
  async start(member: UserView): Promise<ClientIntent> {
    const live = await this.liveSubscription(member);
    return this.provider.createCardSetup(live.customerId);
  }

  /** `POST /api/billing/card {intentId}`: the confirmed card replaces the default one; written to the audit log. */
  async replace(member: UserView, setupIntentId: string): Promise<CardSummary> {
    const live = await this.liveSubscription(member);
    const before = await this.provider.getDefaultCard(live.subscriptionId);
    if ((await this.provider.getIntentStatus('setup', setupIntentId)) !== 'succeeded') throw paymentNotConfirmed();
    const card = await this.provider.replaceDefaultCard(live.subscriptionId, setupIntentId);
    await this.uow.run(() =>
      this.audit.record({
        actorId: member.id,
        action: 'billing.update_card',
        // The member's record, as their other Account-tab changes (the password's) are.
        entityType: 'user',
        entityId: String(member.id),
        before: { subscriptionId: live.subscriptionId, card: before },
        after: { subscriptionId: live.subscriptionId, card, setupIntentId },
      }),
    );
    return card;
  }

  private async liveSubscription(member: UserView): Promise<BillingSubscription> {
    const latest = await this.subscriptions.findLatestForUser(member.id);
    if (!latest || !isLive(latest.providerStatus) || latest.provider !== this.provider.name) throw noSubscription();
    return latest;
  }
}
