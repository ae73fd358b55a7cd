import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import type { UserView } from '../../identity/domain/user';
import { PAYMENT_PROVIDER, SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import { noSubscription } from '../domain/billing.errors';
import { isLive } from '../domain/subscription';
import { toSubscriptionView, type SubscriptionView } from '../domain/subscription-view';
import type { PaymentProvider } from './ports/payment-provider';
import type { SubscriptionRepository } from './ports/subscription.repository';
import { SubscriptionSync } from './subscription-sync';

/** `GET /api/billing/subscription`: the member's current subscription, or null. */
@Injectable()
export class GetMemberSubscription {
  constructor(@Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository) {}

  async execute(member: UserView): Promise<SubscriptionView | null> {
    const latest = await this.subscriptions.findLatestForUser(member.id);
    return latest ? toSubscriptionView(latest) : null;
  }

  /** Each of these members' current subscription, by member id, for those who have one (the editors' pages). */
  async forMembers(userIds: readonly number[]): Promise<Map<number, SubscriptionView>> {
    const latest = await this.subscriptions.findLatestForUsers(userIds);
    return new Map(latest.flatMap((row) => (row.userId === null ? [] : [[row.userId, toSubscriptionView(row)]])));
  }
}

/**
 * Cancel at period end, and resume (D3: beyond the spec's e-mail-only cancellation). The member keeps
 * access until the period ends; the provider then ends the subscription and a webhook records it.
 */
@Injectable()
export class SetCancelAtPeriodEnd {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sync: SubscriptionSync,
  ) {}

  async execute(member: UserView, cancel: boolean): Promise<SubscriptionView> {
    const latest = await this.subscriptions.findLatestForUser(member.id);
    if (!latest || !isLive(latest.providerStatus) || latest.provider !== this.provider.name) throw noSubscription();
    const observedAt = this.clock.now();
    const snapshot = await this.provider.setCancelAtPeriodEnd(latest.subscriptionId, cancel);
    const stored = await this.sync.apply(snapshot, observedAt);
    return toSubscriptionView(stored ?? (await this.subscriptions.findBySubscriptionId(latest.subscriptionId))!);
  }
}
