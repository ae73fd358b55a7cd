import { centsToDecimal } from '../../../shared/domain/money';
import type { Payout, PayoutStatus } from '../domain/payout';

/** A payout on the wire (spec section 3 and D9): money as a decimal string with two places, dates ISO UTC. */
export interface PayoutView {
  id: number;
  assignmentId: number;
  /** The assignment's title when it was completed. */
  assignmentTitle: string;
  /** Dollars, e.g. "60.00". */
  amount: string;
  status: PayoutStatus;
  /** When the member asked for it to be paid (Request Payout); null until then. */
  requestedAt: string | null;
  /** When an editor started processing it; null when marked complete straight from pending. */
  processedAt: string | null;
  completedAt: string | null;
  /** D21: when the last transfer failed, and the provider's reason; null otherwise. */
  failedAt: string | null;
  failureReason: string | null;
  /** When the work was completed (the payout is opened with the completion). */
  createdAt: string;
}

export function toPayoutView(payout: Payout): PayoutView {
  return {
    id: payout.id,
    assignmentId: payout.assignmentId,
    assignmentTitle: payout.assignmentTitle,
    amount: centsToDecimal(payout.amountCents),
    status: payout.status,
    requestedAt: payout.requestedAt?.toISOString() ?? null,
    processedAt: payout.processedAt?.toISOString() ?? null,
    completedAt: payout.completedAt?.toISOString() ?? null,
    failedAt: payout.failedAt?.toISOString() ?? null,
    failureReason: payout.failureReason,
    createdAt: payout.createdAt.toISOString(),
  };
}
