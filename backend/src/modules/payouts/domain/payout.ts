/** The payout statuses of spec section 4, in the order money moves. */
export const PAYOUT_STATUSES = ['pending', 'processing', 'completed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** What a member is owed for one completed assignment (spec section 3), in integer cents (D9). */
export interface Payout {
  id: number;
  /** Null once the member's account is deleted: the payout stays, the list reads 'Unknown User'. */
  userId: number | null;
  /** The completed assignment it pays for: at most one payout each (a unique constraint). */
  assignmentId: number;
  /** The assignment's title when it was completed, so the record reads the same after later edits. */
  assignmentTitle: string;
  amountCents: number;
  status: PayoutStatus;
  /** When the member asked to be paid (Request Payout, D9); editors see requested ones first. */
  requestedAt: Date | null;
  /** When an editor moved it to `processing`; stays null for a payout marked complete straight from pending. */
  processedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** D9: `pending → processing → completed` and `pending → completed`; nothing goes back. */
const NEXT: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ['processing', 'completed'],
  processing: ['completed'],
  completed: [],
};

export const nextStatuses = (from: PayoutStatus): readonly PayoutStatus[] => NEXT[from];

export const canMove = (from: PayoutStatus, to: PayoutStatus): boolean => NEXT[from].includes(to);

/**
 * The statuses a payout may be in to move to `to`: the `WHERE status IN (...)` of the one conditional UPDATE
 * that moves it, so the database, not a read before it, decides a race of two editors.
 */
export const statusesBefore = (to: PayoutStatus): PayoutStatus[] => PAYOUT_STATUSES.filter((from) => canMove(from, to));

/** D9: `payRate × wordCount` when paid per word, else the flat `payRate`; cents in, cents out. */
export function payoutAmountCents(assignment: { payRateCents: number; wordCount: number; isPerWord: boolean }): number {
  return assignment.isPerWord ? assignment.payRateCents * assignment.wordCount : assignment.payRateCents;
}
