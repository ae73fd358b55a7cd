import type Stripe from 'stripe';
import type { CardSummary, ProviderCharge } from '../../application/ports/payment-provider';
import { isMembershipTier, tierForPrice } from '../../domain/tiers';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const dateOf = (seconds: number) => new Date(seconds * 1000);

/**
 * Billing history with the real SDK (issue 27): the subscription's paid invoices, each with the card and the
 * refunds of the charge that paid it (a refund at Stripe is made on the charge; a credit note refunding it
 * does so through the same charge). Up to 100 of each per member: a monthly plan makes 12 a year.
 */
export async function listStripeCharges(
  stripe: Stripe,
  customerId: string,
  subscriptionId: string,
): Promise<ProviderCharge[]> {
  const [invoices, charges] = await Promise.all([
    stripe.invoices.list({
      customer: customerId,
      subscription: subscriptionId,
      status: 'paid',
      limit: 100,
      expand: ['data.payments'],
    }),
    stripe.charges.list({ customer: customerId, limit: 100, expand: ['data.refunds'] }),
  ]);
  const chargeOfIntent = new Map(charges.data.map((charge) => [idOf(charge.payment_intent), charge]));
  return invoices.data
    .filter((invoice) => invoice.amount_paid > 0)
    .map((invoice) => {
      const intent = invoice.payments?.data.map((payment) => idOf(payment.payment.payment_intent)).find(Boolean);
      const charge = intent ? chargeOfIntent.get(intent) : undefined;
      const line = invoice.lines.data[0];
      const tier = invoice.parent?.subscription_details?.metadata?.tier;
      const refundedCents = charge?.amount_refunded ?? 0;
      const lastRefund = charge?.refunds?.data.map((refund) => refund.created).sort((a, b) => b - a)[0];
      return {
        id: invoice.id ?? '',
        subscriptionId,
        paidAt: dateOf(invoice.status_transitions.paid_at ?? invoice.created),
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        tier: isMembershipTier(tier) ? tier : tierForPrice(line?.amount ?? null),
        periodStart: dateOf(line?.period.start ?? invoice.period_start),
        periodEnd: dateOf(line?.period.end ?? invoice.period_end),
        card: cardOf(charge?.payment_method_details?.card),
        refundedCents,
        refundedAt: refundedCents > 0 ? dateOf(lastRefund ?? charge?.created ?? invoice.created) : null,
      };
    });
}

export function cardOf(card: { brand?: string | null; last4?: string | null } | null | undefined): CardSummary | null {
  return card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null;
}
