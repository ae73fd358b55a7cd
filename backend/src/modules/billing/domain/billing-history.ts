import type { ProviderCharge } from '../application/ports/payment-provider';
import { tierById, type MembershipTier } from './tiers';

export type HistoryEntryStatus = 'paid' | 'partially_refunded' | 'refunded';

/** One line of the member's billing history (issue 27): a charge, or the refund of one. Money in integer cents. */
export interface BillingHistoryEntry {
  /** The charge's id, with `:refund` for its refund's line. */
  id: string;
  kind: 'charge' | 'refund';
  /** The charge the line belongs to: its receipt is `GET /api/billing/receipts/{receiptId}.pdf`. */
  receiptId: string;
  date: string;
  tier: MembershipTier | null;
  tierName: string;
  amountCents: number;
  currency: string;
  status: HistoryEntryStatus;
}

const statusOf = (charge: ProviderCharge): HistoryEntryStatus =>
  charge.refundedCents === 0 ? 'paid' : charge.refundedCents >= charge.amountCents ? 'refunded' : 'partially_refunded';

export const tierNameOf = (tier: MembershipTier | null) => (tier ? tierById(tier).name : 'Membership');

/** The charges and their refunds as lines, newest first (a refund after the charge it returns). */
export function historyOf(charges: readonly ProviderCharge[]): BillingHistoryEntry[] {
  const entries = charges.flatMap((charge) => {
    const common = {
      receiptId: charge.id,
      tier: charge.tier,
      tierName: tierNameOf(charge.tier),
      currency: charge.currency,
      status: statusOf(charge),
    };
    const paid: BillingHistoryEntry = {
      ...common,
      id: charge.id,
      kind: 'charge',
      date: charge.paidAt.toISOString(),
      amountCents: charge.amountCents,
    };
    if (charge.refundedCents === 0) return [paid];
    const refundedAt = charge.refundedAt ?? charge.paidAt;
    const refund: BillingHistoryEntry = {
      ...common,
      id: `${charge.id}:refund`,
      kind: 'refund',
      date: refundedAt.toISOString(),
      amountCents: charge.refundedCents,
    };
    return [paid, refund];
  });
  // Newest first; on the same instant the refund comes before (above) the charge it returns.
  return entries.sort((a, b) => b.date.localeCompare(a.date) || (a.kind === 'refund' ? -1 : 1));
}
