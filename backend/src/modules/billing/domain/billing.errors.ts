import { COMMON_ERRORS, DomainError, errorCodes } from '../../../shared/domain/domain-error';

/** Billing's error codes (docs/errors.md). */
export const BILLING_ERRORS = errorCodes({
  PAYMENT_NOT_CONFIRMED: 'PAYMENT_REQUIRED',
  /** The card was refused or its details are wrong; the message is the provider's (or the sandbox's) reason. */
  PAYMENT_DECLINED: 'PAYMENT_REQUIRED',
  /** The payment session or its plan does not match this registration, or has expired: start again. */
  PAYMENT_SESSION_INVALID: 'INVALID_INPUT',
  PAYMENT_ALREADY_USED: 'CONFLICT',
  PAYMENT_NOT_FOUND: 'NOT_FOUND',
  PAYMENT_RATE_LIMITED: 'RATE_LIMITED',
  /** The registration's e-mail check, counted with the payment setups from the same address (docs/security.md). */
  EMAIL_CHECK_RATE_LIMITED: 'RATE_LIMITED',
  PAYMENT_PROVIDER_UNAVAILABLE: 'UNAVAILABLE',
  PAYMENT_SANDBOX_DISABLED: 'NOT_FOUND',
  SUBSCRIPTION_NOT_FOUND: 'NOT_FOUND',
  SUBSCRIPTION_ALREADY_ACTIVE: 'CONFLICT',
  SUBSCRIPTION_OTHER_PROVIDER: 'CONFLICT',
  SUBSCRIPTION_NOT_CANCELLED: 'CONFLICT',
  PLAN_CHANGE_NOT_FOUND: 'NOT_FOUND',
  FREE_TRIAL_NEW_MEMBERS_ONLY: 'CONFLICT',
  ADMIN_HAS_NO_MEMBERSHIP: 'FORBIDDEN',
  WEBHOOK_SIGNATURE_INVALID: 'INVALID_INPUT',
  /** Billing history (issue 27): an unknown receipt and another member's give the same answer. */
  RECEIPT_NOT_FOUND: 'NOT_FOUND',
  /** D21: the provider refused to make a transfer (its balance, the account's capabilities); its message. */
  PAYOUT_TRANSFER_REFUSED: 'CONFLICT',
});
const codes = BILLING_ERRORS;

export const paymentNotConfirmed = () =>
  new DomainError(
    codes.PAYMENT_NOT_CONFIRMED,
    'Your payment has not been confirmed. Please complete the payment and try again.',
  );

export const planMismatch = () =>
  new DomainError(
    codes.PAYMENT_SESSION_INVALID,
    'The selected plan does not match your payment. Please start the payment again.',
  );

export const paymentSessionMismatch = () =>
  new DomainError(
    codes.PAYMENT_SESSION_INVALID,
    'These payment details do not belong to this registration. Please start again.',
  );

export const paymentAlreadyUsed = () =>
  new DomainError(
    codes.PAYMENT_ALREADY_USED,
    'This payment has already been used to create an account. Please sign in.',
  );

export const noSubscription = () => new DomainError(codes.SUBSCRIPTION_NOT_FOUND, 'You have no active subscription.');

export const noPendingChange = () =>
  new DomainError(
    codes.PLAN_CHANGE_NOT_FOUND,
    'No plan change is waiting for confirmation. Please choose your plan again.',
  );

export const freeTrialForNewMembersOnly = () =>
  new DomainError(codes.FREE_TRIAL_NEW_MEMBERS_ONLY, 'The free trial is for new members. Please choose a paid tier.');

export const signInToChangePlan = () =>
  new DomainError(COMMON_ERRORS.UNAUTHENTICATED, 'Please sign in to change your plan.');

export const adminsHaveNoMembership = () =>
  new DomainError(codes.ADMIN_HAS_NO_MEMBERSHIP, 'Administrator accounts do not need a membership.');

export const invalidWebhookSignature = () =>
  new DomainError(codes.WEBHOOK_SIGNATURE_INVALID, 'Invalid webhook signature');

export const providerUnavailable = () =>
  new DomainError(
    codes.PAYMENT_PROVIDER_UNAVAILABLE,
    'The payment system is unavailable right now. Please try again in a moment.',
  );

/** The provider refused or could not be reached while an editor deleted a subscribed member: nothing deleted. */
export const subscriptionNotCancelled = () =>
  new DomainError(codes.SUBSCRIPTION_NOT_CANCELLED, "Could not cancel the member's subscription; try again.");

export const tooManyPaymentSetups = () =>
  new DomainError(codes.PAYMENT_RATE_LIMITED, 'Too many payment attempts. Please wait a few minutes and try again.');

export const tooManyEmailChecks = () =>
  new DomainError(
    codes.EMAIL_CHECK_RATE_LIMITED,
    'Too many attempts from your network. Please wait a few minutes and try again.',
  );

/** One answer for an unknown payment and for someone else's, so the result page reveals nothing of others. */
export const paymentNotFound = () => new DomainError(codes.PAYMENT_NOT_FOUND, 'We could not find this payment.');

export const otherProvider = () =>
  new DomainError(
    codes.SUBSCRIPTION_OTHER_PROVIDER,
    'Your subscription is held by another payment system. Please contact support to change it.',
  );

/** A card the provider (or the sandbox) refused, in its own words. */
export const paymentDeclined = (message: string) => new DomainError(codes.PAYMENT_DECLINED, message);

export const subscriptionNotFound = () => new DomainError(codes.SUBSCRIPTION_NOT_FOUND, 'Subscription not found');

export const alreadySubscribed = () =>
  new DomainError(codes.SUBSCRIPTION_ALREADY_ACTIVE, 'You already have an active subscription.');

export const invalidPaymentSession = () =>
  new DomainError(codes.PAYMENT_SESSION_INVALID, 'This payment session is invalid or has expired. Please start again.');

export const sandboxDisabled = () =>
  new DomainError(codes.PAYMENT_SANDBOX_DISABLED, 'The sandbox payment provider is not enabled');

/** One answer for an unknown receipt and for another member's, so ids reveal nothing. */
export const receiptNotFound = () => new DomainError(codes.RECEIPT_NOT_FOUND, 'We could not find this receipt.');

/**
 * D21: the provider would not send the money. Its answer is kept under the attempt's idempotency key, so asking
 * again repeats it: the attempt fails with this message as its reason, and an editor's Retry is a new attempt.
 */
export const transferRefused = (reason: string) =>
  new DomainError(codes.PAYOUT_TRANSFER_REFUSED, `The payment provider refused the transfer: ${reason}`);

export const isTransferRefusal = (error: unknown): error is DomainError =>
  error instanceof DomainError && error.code === codes.PAYOUT_TRANSFER_REFUSED.code;
