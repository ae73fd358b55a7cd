import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { PAYMENT_PROVIDER, SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import { subscriptionNotCancelled } from '../domain/billing.errors';
import { isLive } from '../domain/subscription';
import type { PaymentProvider } from './ports/payment-provider';
import type { SubscriptionRepository } from './ports/subscription.repository';
import { SubscriptionSync } from './subscription-sync';

/** The subscription ended at the provider for a member about to be deleted. */
export interface CancelledSubscription {
  subscriptionId: string;
  provider: string;
}

/**
 * Ends a member's live subscription at the provider at once, for an editor deleting the account (D10): a deleted
 * member must not go on being charged. Runs inside the caller's unit of work; any failure of the provider (a
 * refusal, an outage) is a 409 the editor can retry, so the caller deletes nothing. Null when there is nothing
 * to cancel (no subscription, already ended, or made with a provider this server no longer talks to).
 */
@Injectable()
export class CancelMemberSubscription {
  private readonly logger = new Logger(CancelMemberSubscription.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sync: SubscriptionSync,
  ) {}

  async execute(userId: number): Promise<CancelledSubscription | null> {
    const latest = await this.subscriptions.findLatestForUser(userId);
    if (!latest || !isLive(latest.providerStatus) || latest.provider !== this.provider.name) return null;
    const observedAt = this.clock.now();
    let snapshot;
    try {
      snapshot = await this.provider.cancelNow(latest.subscriptionId);
    } catch (error) {
      this.logger.warn(`Cancelling subscription ${latest.subscriptionId} of user ${userId} failed: ${String(error)}`);
      throw subscriptionNotCancelled();
    }
    // The member is being deleted: no mail about a subscription of an account that is going away.
    await this.sync.apply(snapshot, observedAt, { notify: false });
    return { subscriptionId: latest.subscriptionId, provider: latest.provider };
  }
}
