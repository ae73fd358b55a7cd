import type { CardSummary, ProviderCharge } from '../../application/ports/payment-provider';
import { addMonths } from '../../domain/calendar';
import { tierForPrice } from '../../domain/tiers';
import type { SandboxIntent } from './sandbox-intent.schema';
import type { NewSandboxIntent, SandboxSubscriptionChanges } from './sandbox-store';
import type { SandboxSubscription } from './sandbox-subscription.schema';

/** The sandbox names its payment methods after the test card (`pm_sbx_4242_...`); its test cards are all Visa. */
export function sandboxCard(paymentMethod: string): CardSummary | null {
  const last4 = /^pm_sbx_(\d{4})_/.exec(paymentMethod)?.[1];
  return last4 ? { brand: 'visa', last4 } : null;
}

/**
 * The charges a renewal makes on the saved card, one per period it moved over (a trial ending is the first),
 * dated at the start of the period each pays for, as a provider's invoices would be.
 */
export function renewalCharges(before: SandboxSubscription, changes: SandboxSubscriptionChanges): NewSandboxIntent[] {
  if (changes.status !== 'active' || !changes.currentPeriodEnd || !before.paymentMethod) return [];
  const charges: NewSandboxIntent[] = [];
  for (let start = before.currentPeriodEnd; start < changes.currentPeriodEnd; start = addMonths(start, 1)) {
    charges.push({
      kind: 'payment',
      customerId: before.customerId,
      subscriptionId: before.id,
      amountCents: before.priceCents,
      status: 'succeeded',
      paymentMethod: before.paymentMethod,
      tier: tierForPrice(before.priceCents),
      periodStart: start,
      periodEnd: addMonths(start, 1),
      createdAt: start,
    });
  }
  return charges;
}

export function toCharge(intent: SandboxIntent): ProviderCharge {
  return {
    id: intent.id,
    subscriptionId: intent.subscriptionId ?? '',
    paidAt: intent.createdAt,
    amountCents: intent.amountCents,
    currency: 'usd',
    tier: intent.tier ?? tierForPrice(intent.amountCents),
    periodStart: intent.periodStart ?? intent.createdAt,
    periodEnd: intent.periodEnd ?? addMonths(intent.createdAt, 1),
    card: intent.paymentMethod ? sandboxCard(intent.paymentMethod) : null,
    refundedCents: intent.refundedCents,
    refundedAt: intent.refundedAt,
  };
}
