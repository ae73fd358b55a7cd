import type { Earnings } from '../../domain/earnings';
import type { Payout, PayoutStatus } from '../../domain/payout';

/** A transfer as the provider made it, to be recorded as a payout's. */
export interface RecordedTransfer {
  transferId: string;
  accountId: string;
  amountCents: number;
}

/** The payouts a provider's word is about: a transfer's, or an attempt's that has none. */
export type SettleMatch = { transferId: string } | { payoutId: number; attempt: number };

export type NewPayout = Pick<Payout, 'userId' | 'assignmentId' | 'assignmentTitle' | 'amountCents'>;

/** A member's pending payouts in cents: those a Request Payout would ask for, and those asked for already. */
export interface PendingPayouts {
  unrequestedCents: number;
  requestedCents: number;
}

export interface PayoutRepository {
  /** Inserts a `pending` payout; null when the assignment already has one (the unique constraint decides). */
  open(payout: NewPayout, now: Date): Promise<Payout | null>;

  /** The member's newest `limit` payouts, newest first. */
  listForMember(userId: number, limit: number): Promise<Payout[]>;

  /** The member's sums per D9 and per month, the months ending with the one `now` is in (UTC). */
  earningsOf(userId: number, now: Date, months: number): Promise<Earnings>;

  /**
   * Marks the member's pending, not yet requested payouts as requested, in one statement, and only when they add
   * up to `minimumCents`; answers how many it marked and their sum (0 and 0 when it marked none).
   */
  requestPending(userId: number, minimumCents: number, now: Date): Promise<{ count: number; cents: number }>;

  pendingOf(userId: number): Promise<PendingPayouts>;

  /**
   * Moves the payout to `to` if it is in one of `from` (one conditional UPDATE); answers the status it moved from,
   * or null when it moved nothing (no such payout, or not in `from`).
   */
  move(id: number, to: PayoutStatus, from: readonly PayoutStatus[], now: Date): Promise<PayoutStatus | null>;

  /**
   * Stores the transfer of the payout's current attempt while it is processing and the amounts agree to the cent:
   * true when it is stored now or was already; false when the payout moved on, holds another transfer, or is owed
   * another amount.
   */
  recordTransfer(id: number, attempt: number, transfer: RecordedTransfer, now: Date): Promise<boolean>;

  /**
   * The provider's word (D21): moves the payouts of that transfer (or of that attempt, while no transfer is recorded
   * for it: the provider refused to make one) to `to` when they are in one of `from`; answers those it moved.
   */
  settle(
    match: SettleMatch,
    to: 'completed' | 'failed',
    from: readonly PayoutStatus[],
    reason: string | null,
    now: Date,
  ): Promise<Payout[]>;

  /** Processing payouts with a transfer, oldest first: the nightly reconciliation's work. */
  processingWithTransfer(limit: number): Promise<Payout[]>;

  /** Processing payouts whose transfer was asked for before `movedBefore` and never recorded, oldest first. */
  processingWithoutTransfer(movedBefore: Date, limit: number): Promise<Payout[]>;

  /** Records a provider event's id; false when it was recorded already (then it has been applied). */
  recordEvent(eventId: string, type: string, now: Date): Promise<boolean>;

  findById(id: number): Promise<Payout | null>;

  findByIds(ids: readonly number[]): Promise<Payout[]>;
}
