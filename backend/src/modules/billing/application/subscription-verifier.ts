import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { PAYMENT_PROVIDER } from '../billing.tokens';
import { paymentNotConfirmed, planMismatch } from '../domain/billing.errors';
import { confirmation, type BillingSubscription, type SubscriptionSnapshot } from '../domain/subscription';
import type { PaymentProvider } from './ports/payment-provider';

export interface VerifiedSubscription {
  snapshot: SubscriptionSnapshot;
  observedAt: Date;
}

/**
 * Asks the provider, never the browser, whether a subscription's first setup or payment succeeded,
 * and whether it bills the server's price for the tier recorded when the payment was started.
 */
@Injectable()
export class SubscriptionVerifier {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async verify(subscription: BillingSubscription): Promise<VerifiedSubscription> {
    if (subscription.provider !== this.provider.name) throw paymentNotConfirmed();
    const observedAt = this.clock.now();
    const [snapshot, intentStatus] = await Promise.all([
      this.provider.getSubscription(subscription.subscriptionId),
      this.provider.getIntentStatus(subscription.intentKind, subscription.intentId),
    ]);
    if (!snapshot || snapshot.customerId !== subscription.customerId) throw paymentNotConfirmed();
    const result = confirmation(subscription.tier, snapshot, intentStatus);
    if (!result.confirmed) throw result.reason === 'plan_mismatch' ? planMismatch() : paymentNotConfirmed();
    return { snapshot: { ...snapshot, status: result.status }, observedAt };
  }
}
