import { DomainError } from '../../../shared/domain/domain-error';

export const paymentNotConfirmed = () =>
  new DomainError(
    'PAYMENT_REQUIRED',
    'Your payment has not been confirmed. Please complete the payment and try again.',
  );

export const planMismatch = () =>
  new DomainError('INVALID_INPUT', 'The selected plan does not match your payment. Please start the payment again.');

export const paymentSessionMismatch = () =>
  new DomainError('INVALID_INPUT', 'These payment details do not belong to this registration. Please start again.');

export const paymentAlreadyUsed = () =>
  new DomainError('CONFLICT', 'This payment has already been used to create an account. Please sign in.');

export const noSubscription = () => new DomainError('NOT_FOUND', 'You have no active subscription.');

export const noPendingChange = () =>
  new DomainError('NOT_FOUND', 'No plan change is waiting for confirmation. Please choose your plan again.');

export const freeTrialForNewMembersOnly = () =>
  new DomainError('CONFLICT', 'The free trial is for new members. Please choose a paid tier.');

export const signInToChangePlan = () => new DomainError('UNAUTHENTICATED', 'Please sign in to change your plan.');

export const adminsHaveNoMembership = () =>
  new DomainError('FORBIDDEN', 'Administrator accounts do not need a membership.');

export const invalidWebhookSignature = () => new DomainError('INVALID_INPUT', 'Invalid webhook signature');

export const providerUnavailable = () =>
  new DomainError('UNAVAILABLE', 'The payment system is unavailable right now. Please try again in a moment.');

/** The provider refused or could not be reached while an editor deleted a subscribed member: nothing deleted. */
export const subscriptionNotCancelled = () =>
  new DomainError('CONFLICT', "Could not cancel the member's subscription; try again.");

export const tooManyPaymentSetups = () =>
  new DomainError('RATE_LIMITED', 'Too many payment attempts. Please wait a few minutes and try again.');

export const tooManyEmailChecks = () =>
  new DomainError('RATE_LIMITED', 'Too many attempts from your network. Please wait a few minutes and try again.');

/** One answer for an unknown payment and for someone else's, so the result page reveals nothing of others. */
export const paymentNotFound = () => new DomainError('NOT_FOUND', 'We could not find this payment.');

export const otherProvider = () =>
  new DomainError(
    'CONFLICT',
    'Your subscription is held by another payment system. Please contact support to change it.',
  );
