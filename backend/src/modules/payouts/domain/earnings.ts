/** How many calendar months (UTC) the earnings chart shows, ending with the current one. */
export const EARNINGS_MONTHS = 12;

/** A member's earnings (D9) in integer cents: sums of their payouts, computed by the database. */
export interface Earnings {
  /** Every payout. */
  totalCents: number;
  /** Not paid yet: `pending` and `processing`. */
  pendingCents: number;
  /** Paid: `completed`. */
  completedCents: number;
  /** The last EARNINGS_MONTHS months, oldest first, each month with no payout at 0; by the payout's creation. */
  monthly: { month: string; cents: number }[];
}
