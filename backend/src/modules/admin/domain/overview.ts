/** How many weeks the Overview's chart shows, the current one last. */
export const OVERVIEW_WEEKS = 12;

/** One week of the Overview's chart: work completed and money paid out in it (UTC weeks from Monday). */
export interface WeeklyActivity {
  /** The Monday the week starts, `YYYY-MM-DD`. */
  weekStart: string;
  completedAssignments: number;
  paidOutCents: number;
}

/** What an editor needs each morning (D10): the spec's two figures and the queues behind them. */
export interface OverviewFigures {
  /** `available`, `assigned` and `in_progress` (spec section 2). */
  activeAssignments: number;
  /**
   * Money owed and not yet paid, in cents: `pending` and `processing` payouts, as the member's own pending
   * earnings count it (D9), so a payout an editor processed stays in the figure until it is completed.
   */
  pendingPayoutsCents: number;
  /** `pending` payouts the member asked for (Request Payout, D9), waiting for an editor. */
  requestedPayouts: number;
  /** Applications in `pending`: they passed the quiz and wait for a decision. */
  applicationsAwaitingReview: number;
  /** Assignments in `submitted`: handed-in work waiting for a review. */
  submissionsAwaitingReview: number;
  /** Open work past its deadline. */
  overdueAssignments: number;
  /** Active members (not admins) by tier; `null` is a member without a plan. */
  membersByTier: { tier: string | null; members: number }[];
  weekly: WeeklyActivity[];
}
