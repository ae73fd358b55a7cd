import { DomainError, errorCodes } from '../../../shared/domain/domain-error';
import { dollars } from '../../../shared/domain/money';
import { nextStatuses, type PayoutStatus } from './payout';

/** Payouts' error codes (docs/errors.md). */
export const PAYOUTS_ERRORS = errorCodes({
  PAYOUT_NOT_FOUND: 'NOT_FOUND',
  PAYOUT_STATUS_CHANGE_REFUSED: 'CONFLICT',
  PAYOUT_BELOW_MINIMUM: 'CONFLICT',
  PAYOUT_ALREADY_REQUESTED: 'CONFLICT',
  PAYOUT_CHANGED: 'CONFLICT',
  PAYOUT_ALREADY_PAID: 'CONFLICT',
  EMAIL_NOT_CONFIRMED: 'CONFLICT',
  /** D21: no payout account yet (Request Payout, an editor's Process, the test onboarding form). */
  PAYOUT_ACCOUNT_REQUIRED: 'CONFLICT',
  /** D21: the payout account cannot receive money yet; the message names what is missing. */
  PAYOUT_ACCOUNT_INCOMPLETE: 'CONFLICT',
});
const codes = PAYOUTS_ERRORS;

export const payoutNotFound = () => new DomainError(codes.PAYOUT_NOT_FOUND, 'Payout Not Found');

/** An editor's move D9 does not allow (or one a concurrent editor made first): the 409 names what is allowed. */
export function cannotMove(from: PayoutStatus, to: PayoutStatus): DomainError {
  const next = nextStatuses(from);
  const allowed = next.length
    ? `From ${from} it can move only to ${next.join(' or ')}.`
    : 'A completed payout is final.';
  const state = from === to ? `This payout is already ${from}.` : `This payout is ${from}, so it cannot move to ${to}.`;
  return new DomainError(codes.PAYOUT_STATUS_CHANGE_REFUSED, `${state} ${allowed}`);
}

/**
 * Request Payout below PAYOUT_MINIMUM (D9: the limit and the member's figure). The figure is what a request would
 * ask for now: pending payouts not yet requested.
 */
export const belowMinimum = (minimumCents: number, unrequestedCents: number) =>
  new DomainError(
    codes.PAYOUT_BELOW_MINIMUM,
    `Payouts can be requested from ${dollars(minimumCents)}; ` +
      `you have ${dollars(unrequestedCents)} pending and not yet requested.`,
  );

/** Request Payout when every pending payout has been requested already. */
export const alreadyRequested = (requestedCents: number) =>
  new DomainError(
    codes.PAYOUT_ALREADY_REQUESTED,
    `Nothing new to request: your pending payouts (${dollars(requestedCents)}) have already been requested, ` +
      'and an editor will process them.',
  );

/** The answer to a successful Request Payout. */
export const requestedMessage = (count: number, cents: number) =>
  `Payout requested: ${dollars(cents)} for ${count} completed ${count === 1 ? 'assignment' : 'assignments'}. ` +
  'An editor will process it.';

/** D18: money goes only to a member whose address is confirmed (the welcome's link, or Resend on the dashboard). */
export const emailNotConfirmed = () =>
  new DomainError(
    codes.EMAIL_NOT_CONFIRMED,
    'Please confirm your email address before requesting a payout. ' +
      'Use the link in your welcome email, or Resend it from your dashboard.',
  );

/** D21: Request Payout, or an editor's Process, before the member has a payout account. */
export const payoutAccountRequired = (whose: 'yours' | 'member') =>
  new DomainError(
    codes.PAYOUT_ACCOUNT_REQUIRED,
    whose === 'yours'
      ? 'Please set up your payout account before requesting a payout: use Set up payouts on the Payouts tab.'
      : 'This member has not set up a payout account yet, so no money can be sent.',
  );

/** D21: the account exists but cannot receive money yet; names what the provider still needs. */
export const payoutAccountIncomplete = (whose: 'yours' | 'member', missing: readonly string[]) =>
  new DomainError(
    codes.PAYOUT_ACCOUNT_INCOMPLETE,
    (whose === 'yours'
      ? 'Your payout account cannot receive money yet. Continue setting it up on the Payouts tab.'
      : "This member's payout account cannot receive money yet.") +
      (missing.length ? ` Still missing: ${missing.join(', ')}.` : ''),
  );

/** D21: a Retry while the earlier attempt's transfer still stands (not reversed): it would pay the member twice. */
export const earlierTransferStands = (transferId: string) =>
  new DomainError(
    codes.PAYOUT_STATUS_CHANGE_REFUSED,
    `The earlier transfer ${transferId} was not reversed: the money reached the member's account. ` +
      'Check it at the payment provider before paying again.',
  );

/** D21: Mark Complete while the provider has not confirmed the transfer Process asked for: it may have been made. */
export const transferNotConfirmed = () =>
  new DomainError(
    codes.PAYOUT_STATUS_CHANGE_REFUSED,
    'The payment provider has not confirmed the transfer of this payout, so it may already have been sent. ' +
      'Use Send transfer first: it finds the transfer if it was made, and sends it if not.',
  );
