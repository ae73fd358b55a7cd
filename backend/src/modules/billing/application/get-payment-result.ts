import { Inject, Injectable } from '@nestjs/common';
import type { UserView } from '../../identity/domain/user';
import { PAYMENT_PROVIDER, SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import { paymentNotFound } from '../domain/billing.errors';
import type { BillingSubscription, IntentKind, IntentStatus } from '../domain/subscription';
import type { PaymentProvider } from './ports/payment-provider';
import type { SubscriptionRepository } from './ports/subscription.repository';

export interface PaymentResultQuery {
  /** The intent the provider's redirect names (`payment_intent`, or `setup_intent` for a saved card). */
  intentId: string;
  /** From the payment setup this browser keeps (spec section 3); null when it has none. */
  subscriptionId: string | null;
  customerId: string | null;
  member: UserView | null;
}

export interface PaymentResult {
  status: 'succeeded' | 'processing' | 'failed';
  /** The membership is in place (account created, or plan applied), not only the card confirmed. */
  membershipActive: boolean;
}

/**
 * `POST /api/billing/payment-result` (issue 18): what `/subscription-success` shows. The intent must be one
 * this server started, for this browser's registration (it holds the setup's subscription and customer) or
 * for the signed-in member; then the provider, not the address bar, says whether it succeeded.
 */
@Injectable()
export class GetPaymentResult {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
  ) {}

  async execute(query: PaymentResultQuery): Promise<PaymentResult> {
    const subscription = await this.find(query);
    const kind = subscription && belongsTo(subscription, query) ? intentKindOf(subscription, query.intentId) : null;
    if (!subscription || !kind || subscription.provider !== this.provider.name) throw paymentNotFound();
    const status = outcome(await this.provider.getIntentStatus(kind, query.intentId));
    const pendingChange = subscription.pendingIntentId === query.intentId;
    return { status, membershipActive: status === 'succeeded' && subscription.userId !== null && !pendingChange };
  }

  private find({ subscriptionId, member }: PaymentResultQuery): Promise<BillingSubscription | null> {
    if (subscriptionId) return this.subscriptions.findBySubscriptionId(subscriptionId);
    return member ? this.subscriptions.findLatestForUser(member.id) : Promise.resolve(null);
  }
}

function belongsTo(subscription: BillingSubscription, { customerId, member }: PaymentResultQuery): boolean {
  if (customerId !== null && customerId === subscription.customerId) return true;
  return member !== null && (subscription.userId === member.id || subscription.requestedByUserId === member.id);
}

/** The subscription's first intent, or the card setup of the tier change waiting for confirmation. */
function intentKindOf(subscription: BillingSubscription, intentId: string): IntentKind | null {
  if (subscription.intentId === intentId) return subscription.intentKind;
  return subscription.pendingIntentId === intentId ? 'setup' : null;
}

function outcome(status: IntentStatus): PaymentResult['status'] {
  if (status === 'succeeded' || status === 'processing') return status;
  return 'failed';
}
