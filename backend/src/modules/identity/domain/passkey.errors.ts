import { DomainError, errorCodes } from '../../../shared/domain/domain-error';
import { PASSKEYS_PER_ACCOUNT } from './passkey';

/** Passkeys' error codes (docs/errors.md), beside identity's own catalogue. */
export const PASSKEY_ERRORS = errorCodes({
  PASSKEY_NOT_FOUND: 'NOT_FOUND',
  PASSKEY_CHALLENGE_EXPIRED: 'CONFLICT',
  PASSKEY_NOT_ACCEPTED: 'UNAUTHENTICATED',
  PASSKEY_REGISTRATION_FAILED: 'INVALID_INPUT',
  PASSKEY_ALREADY_ADDED: 'CONFLICT',
  PASSKEY_LIMIT_REACHED: 'CONFLICT',
  PASSKEY_PROMPTS_RATE_LIMITED: 'RATE_LIMITED',
});
const codes = PASSKEY_ERRORS;

/** Unknown, or another member's: the owner alone may learn that it exists. */
export const passkeyNotFound = () => new DomainError(codes.PASSKEY_NOT_FOUND, 'This passkey was not found.');

/** No challenge, one already answered, or one answered too late: the browser's prompt must start again. */
export const challengeExpired = () =>
  new DomainError(
    codes.PASSKEY_CHALLENGE_EXPIRED,
    'This passkey request has expired or was already used. Please try again.',
  );

/** One message for every refused sign-in: an unknown passkey, a wrong signature, a replay, another account's. */
export const passkeyNotAccepted = () =>
  new DomainError(
    codes.PASSKEY_NOT_ACCEPTED,
    'This passkey was not accepted. Use a passkey you added to your account, or sign in with your password.',
  );

export const registrationFailed = () =>
  new DomainError(
    codes.PASSKEY_REGISTRATION_FAILED,
    'Your device did not give a passkey we can use. Please try again, or use another device.',
  );

export const passkeyAlreadyAdded = () =>
  new DomainError(codes.PASSKEY_ALREADY_ADDED, 'This passkey is already added to an account.');

export const passkeyLimitReached = () =>
  new DomainError(
    codes.PASSKEY_LIMIT_REACHED,
    `An account can have up to ${PASSKEYS_PER_ACCOUNT} passkeys. Remove one you no longer use first.`,
  );

export function tooManyPasskeyPrompts(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError(
    codes.PASSKEY_PROMPTS_RATE_LIMITED,
    `Too many passkey requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
