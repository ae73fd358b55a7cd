import type { AdminPayout, PayoutStatus } from '../api/adminPayoutsApi';

/** What an editor may ask for; `failed` is the payment provider's to say (D21). */
export type EditorMove = Exclude<PayoutStatus, 'failed'>;

/**
 * D9, D21: Process sends the money to the member's payout account; Mark Complete ends a pending or processing one
 * paid another way; Retry sends a failed one again (a new transfer); Send transfer sends a processing one whose
 * transfer the provider never confirmed (the same transfer: it is looked up before it is made). None can be undone, so each asks first,
 * naming the member, the amount and what the move does (issue 23).
 */
const MOVES: Record<PayoutStatus, { to: EditorMove; label: string }[]> = {
  pending: [
    { to: 'processing', label: 'Process' },
    { to: 'completed', label: 'Mark Complete' },
  ],
  processing: [{ to: 'completed', label: 'Mark Complete' }],
  completed: [],
  failed: [{ to: 'processing', label: 'Retry' }],
};

/**
 * The provider did not answer the Process: sending again is safe, it pays the attempt once (D21). Mark Complete
 * waits until then (the server refuses it): the transfer may have been made.
 */
const SEND_AGAIN = [{ to: 'processing', label: 'Send transfer' }] as const;

/** The moves a payout's row offers (PayoutsTab's buttons; PayoutsPreview keeps their room). */
export const movesOf = (payout: AdminPayout): readonly { to: EditorMove; label: string }[] =>
  payout.transferUnconfirmed ? SEND_AGAIN : MOVES[payout.status];

/** Asked for by the member (Request Payout) and still waiting for an editor (D9: they come first). */
export const isRequested = (payout: AdminPayout) => payout.requestedAt !== null && payout.status === 'pending';
