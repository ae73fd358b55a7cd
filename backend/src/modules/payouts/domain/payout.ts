/** The payout statuses of spec section 4, in the order money moves, and D21's `failed` (the transfer did not go). */
export const PAYOUT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** What an editor may ask for (`PATCH /api/admin/payouts/{id}`); `failed` comes only from the provider. */
export const EDITOR_PAYOUT_STATUSES = ['pending', 'processing', 'completed'] as const;

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
  /**
   * When Process (or Retry) asked for the current attempt's transfer (D21); null for payouts processed by hand
   * before transfers existed, which the app never sends.
   */
  transferRequestedAt: Date | null;
  /** The provider's transfer of the current attempt (D21); null until one is made. */
  transferId: string | null;
  /** The connected account the current attempt pays. */
  transferAccountId: string | null;
  /** 0 for the first transfer, then one more per editor's retry: the idempotency key's suffix. */
  attempt: number;
  /** The provider's reason when the transfer failed; null otherwise. */
  failureReason: string | null;
  failedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * An editor's moves (D9, D21): `pending → processing → completed`, `pending → completed`, and Retry, `failed →
 * processing` (a new transfer). Nothing else goes back; `failed` itself is the provider's to say (`settle`).
 */
const NEXT: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ['processing', 'completed'],
  processing: ['completed'],
  completed: [],
  failed: ['processing'],
};

/**
 * What the provider's word may move (D21): a transfer that arrived completes a processing payout; a failed or
 * reversed one fails it even when it was completed, since the money came back. A failed payout stays failed
 * until an editor retries, so the events of one attempt end in the same state in any order.
 */
export const SETTLE_FROM: Record<'completed' | 'failed', readonly PayoutStatus[]> = {
  completed: ['processing'],
  failed: ['processing', 'completed'],
};

/**
 * Process asked for a transfer and the provider's answer was never recorded (it could not be reached, or its answer
 * was lost): the money may or may not have left. Send transfer finds out (and sends it if it did not); Mark
 * Complete waits until then, or the member could be paid twice.
 */
export const transferUnconfirmed = (payout: Pick<Payout, 'status' | 'transferRequestedAt' | 'transferId'>): boolean =>
  payout.status === 'processing' && payout.transferRequestedAt !== null && payout.transferId === null;

/** The idempotency key of a payout's transfer attempt: the provider pays each key once. */
export const transferKey = (payoutId: number, attempt: number): string =>
  attempt === 0 ? `payout-${payoutId}` : `payout-${payoutId}-${attempt}`;

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
