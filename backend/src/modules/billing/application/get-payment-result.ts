import { Inject, Injectable } from '@nestjs/common';
import type { UserView } from '../../identity/domain/user';
import { PAYMENT_PROVIDER, SUBSCRIPTION_REPOSITORY } from '../billing.tokens';
import { paymentNotFound } from '../domain/billing.errors';
import type { BillingIntent, BillingSubscription, IntentPurpose, IntentStatus } from '../domain/subscription';
import { formatDollars, tierById, type MembershipTier } from '../domain/tiers';
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

/** The plan an intent was for, as the result page states it (issue 23). */
export interface PaymentResultPlan {
  tier: MembershipTier;
  tierName: string;
  /** The monthly price the provider bills for it (after the trial, for the free trial), dollars with two decimals. */
  price: string;
  /**
   * What the confirmed card was charged for this intent: the month's price, or "0.00" for the free trial; null for a
   * tier change, which the provider charges prorated for the rest of the current period.
   */
  chargedNow: string | null;
  /** When the free trial ends (its first charge); null for the other tiers. */
  trialEnd: string | null;
  /** The next charge, as the provider has it; null when it does not say. */
  nextBillingDate: string | null;
}

export interface PaymentResult {
  status: 'succeeded' | 'processing' | 'failed';
  /** The membership is in place (account created, or plan applied), not only the card confirmed. */
  membershipActive: boolean;
  /** A visitor joining (the free trial included), a member starting a new subscription, or a tier change. */
  purpose: IntentPurpose;
  /** The subscription it is for: a member's page applies a confirmed change with it. */
  subscriptionId: string;
  plan: PaymentResultPlan;
}

/**
 * `POST /api/billing/payment-result` (issues 18 and 23): what `/subscription-success` shows. The intent must be one
 * this server started (every one is kept, so a tier change already applied is still known), for this browser's
 * registration (it holds the setup's customer) or for the signed-in member; then the provider, not the address bar,
 * says whether it succeeded, and the answer names the plan, what it costs and the next billing date.
 */
@Injectable()
export class GetPaymentResult {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SUBSCRIPTION_REPOSITORY) private readonly subscriptions: SubscriptionRepository,
  ) {}

  async execute(query: PaymentResultQuery): Promise<PaymentResult> {
    const intent = await this.subscriptions.findIntent(query.intentId);
    const subscription = intent && (await this.subscriptions.findBySubscriptionId(intent.subscriptionId));
    if (!intent || !subscription || !belongsTo(subscription, query) || subscription.provider !== this.provider.name) {
      throw paymentNotFound();
    }
    if (query.subscriptionId !== null && query.subscriptionId !== subscription.subscriptionId) throw paymentNotFound();
    const status = outcome(await this.provider.getIntentStatus(intent.kind, intent.intentId));
    return {
      status,
      membershipActive: status === 'succeeded' && inPlace(intent, subscription),
      purpose: intent.purpose,
      subscriptionId: subscription.subscriptionId,
      plan: await this.planOf(intent),
    };
  }

  private async planOf(intent: BillingIntent): Promise<PaymentResultPlan> {
    const tier = tierById(intent.tier);
    const snapshot = await this.provider.getSubscription(intent.subscriptionId);
    const trialEnd = tier.trialMonths > 0 ? (snapshot?.trialEnd ?? null) : null;
    const nextCharge = snapshot?.status === 'trialing' ? snapshot.trialEnd : (snapshot?.currentPeriodEnd ?? null);
    return {
      tier: tier.id,
      tierName: tier.name,
      price: formatDollars(tier.billedPriceCents),
      chargedNow: intent.purpose === 'change' ? null : formatDollars(intent.kind === 'payment' ? tier.priceCents : 0),
      trialEnd: trialEnd?.toISOString() ?? null,
      nextBillingDate: nextCharge?.toISOString() ?? null,
    };
  }
}

function belongsTo(subscription: BillingSubscription, { customerId, member }: PaymentResultQuery): boolean {
  if (customerId !== null && customerId === subscription.customerId) return true;
  return member !== null && (subscription.userId === member.id || subscription.requestedByUserId === member.id);
}

/** The membership the intent was for is in place: its subscription backs an account, on the intent's tier. */
function inPlace(intent: BillingIntent, subscription: BillingSubscription): boolean {
  if (subscription.userId === null) return false;
  if (intent.purpose !== 'change') return true;
  return subscription.pendingIntentId !== intent.intentId && subscription.tier === intent.tier;
}

function outcome(status: IntentStatus): PaymentResult['status'] {
  if (status === 'succeeded' || status === 'processing') return status;
  return 'failed';
}
