import { DomainError, errorCodes } from '../../../shared/domain/domain-error';
import type { AccountLinkPurpose } from './account-link';

/** Identity's error codes (docs/errors.md). */
export const IDENTITY_ERRORS = errorCodes({
  INVALID_CREDENTIALS: 'UNAUTHENTICATED',
  ACCOUNT_DEACTIVATED: 'FORBIDDEN',
  EMAIL_TAKEN: 'CONFLICT',
  USERNAME_TAKEN: 'CONFLICT',
  LOGIN_RATE_LIMITED: 'RATE_LIMITED',
  USER_NOT_FOUND: 'NOT_FOUND',
  ADMIN_CANNOT_CHANGE_SELF: 'CONFLICT',
  ADMIN_PRIVILEGES_REVOKED: 'FORBIDDEN',
  ADMIN_CANNOT_BE_DELETED: 'CONFLICT',
  SUBSCRIPTION_MANAGED_BY_PROVIDER: 'CONFLICT',
  ACCOUNT_LINK_INVALID: 'INVALID_INPUT',
  ACCOUNT_LINK_EXPIRED: 'CONFLICT',
  ACCOUNT_LINK_USED: 'CONFLICT',
  ACCOUNT_LINK_WRONG_ACCOUNT: 'FORBIDDEN',
  EMAIL_ALREADY_CONFIRMED: 'CONFLICT',
  ADDRESS_CHECK_RATE_LIMITED: 'RATE_LIMITED',
  PASSWORD_RESET_RATE_LIMITED: 'RATE_LIMITED',
  SESSION_NOT_FOUND: 'NOT_FOUND',
  SESSION_IS_CURRENT: 'CONFLICT',
  CURRENT_PASSWORD_INCORRECT: 'INVALID_INPUT',
  EMAIL_UNCHANGED: 'INVALID_INPUT',
  EMAIL_CHANGE_RATE_LIMITED: 'RATE_LIMITED',
  TWO_FACTOR_CODE_INVALID: 'INVALID_INPUT',
  TWO_FACTOR_ALREADY_ENABLED: 'CONFLICT',
  TWO_FACTOR_NOT_ENABLED: 'CONFLICT',
  TWO_FACTOR_SETUP_MISSING: 'CONFLICT',
  SECOND_FACTOR_STEP_EXPIRED: 'CONFLICT',
});
const codes = IDENTITY_ERRORS;

export const INVALID_CREDENTIALS = 'Invalid email or password';

export const invalidCredentials = () => new DomainError(codes.INVALID_CREDENTIALS, INVALID_CREDENTIALS);

export const accountDeactivated = () =>
  new DomainError(codes.ACCOUNT_DEACTIVATED, 'This account has been deactivated. Please contact support.');

/** An account's e-mail and username are unique (the username case-insensitively). */
export const emailTaken = () => new DomainError(codes.EMAIL_TAKEN, 'An account with this email already exists');
export const usernameTaken = () => new DomainError(codes.USERNAME_TAKEN, 'This username is already taken');

export function tooManyLoginAttempts(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new DomainError(codes.LOGIN_RATE_LIMITED, `Too many sign-in attempts. Please try again in ${wait}.`);
}

/** D10: the edit page of a missing account reads the same. */
export const userNotFound = (message = 'User Not Found') => new DomainError(codes.USER_NOT_FOUND, message);

/** D10: an admin keeps their own access, so the collective always has an editor who can sign in. */
export const cannotDeactivateSelf = () =>
  new DomainError(codes.ADMIN_CANNOT_CHANGE_SELF, 'You cannot deactivate your own account; another administrator can.');
export const cannotDemoteSelf = () =>
  new DomainError(
    codes.ADMIN_CANNOT_CHANGE_SELF,
    'You cannot remove your own admin privileges; another administrator can.',
  );
/** Checked again under the lock that orders such changes: two admins demoting each other leave one admin. */
export const noLongerAdmin = () =>
  new DomainError(
    codes.ADMIN_PRIVILEGES_REVOKED,
    'Your admin privileges were removed while you were making this change',
  );

export const adminCannotBeDeleted = () =>
  new DomainError(
    codes.ADMIN_CANNOT_BE_DELETED,
    'Administrators cannot be deleted. Remove their admin privileges first.',
  );

/** D10, D3: the payment provider is the source of truth for a subscriber's status and tier. */
export const subscriptionManagedByProvider = () =>
  new DomainError(
    codes.SUBSCRIPTION_MANAGED_BY_PROVIDER,
    "This member's subscription status and tier come from the payment provider and cannot be edited here",
  );

/** What each kind of mailed link is called in its refusals. */
const LINK_NAMES: Record<AccountLinkPurpose, { name: string; again: string }> = {
  'confirm-email': {
    name: 'This confirmation link',
    again: 'Sign in and use Resend on your dashboard to get a new one.',
  },
  'reset-password': { name: 'This password reset link', again: 'Ask for a new one from the sign-in page.' },
  'change-email': {
    name: 'This email change link',
    again: 'Sign in and ask for the change again from the Account tab of your dashboard.',
  },
};

/** Malformed, cut short, altered or never issued: the page cannot tell these apart, and neither can a guesser. */
export const linkInvalid = (purpose: AccountLinkPurpose) =>
  new DomainError(
    codes.ACCOUNT_LINK_INVALID,
    `${LINK_NAMES[purpose].name} is not valid. Open the link from the email exactly as it arrived, ` +
      `or ${LINK_NAMES[purpose].again.charAt(0).toLowerCase()}${LINK_NAMES[purpose].again.slice(1)}`,
  );

export const linkExpired = (purpose: AccountLinkPurpose) =>
  new DomainError(codes.ACCOUNT_LINK_EXPIRED, `${LINK_NAMES[purpose].name} has expired. ${LINK_NAMES[purpose].again}`);

export const linkUsed = (purpose: AccountLinkPurpose) =>
  new DomainError(
    codes.ACCOUNT_LINK_USED,
    purpose === 'confirm-email'
      ? 'This confirmation link has already been used. If your address is confirmed, there is nothing more to do.'
      : `${LINK_NAMES[purpose].name} has already been used. ${LINK_NAMES[purpose].again}`,
  );

/** The link belongs to another account than the one signed in, or to an address the account no longer has. */
export const linkForAnotherAccount = (purpose: AccountLinkPurpose, signedInAsOther: boolean) =>
  new DomainError(
    codes.ACCOUNT_LINK_WRONG_ACCOUNT,
    signedInAsOther
      ? `${LINK_NAMES[purpose].name} belongs to another account than the one signed in here. ` +
          'Sign out, then open the link again.'
      : `${LINK_NAMES[purpose].name} was sent to an address this account no longer uses. ${LINK_NAMES[purpose].again}`,
  );

export const emailAlreadyConfirmed = () =>
  new DomainError(codes.EMAIL_ALREADY_CONFIRMED, 'Your email address is already confirmed.');

const waitFor = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const tooManyAddressChecks = (retryAfterSeconds: number) =>
  new DomainError(
    codes.ADDRESS_CHECK_RATE_LIMITED,
    `We have sent several confirmation emails already. Please check your inbox and spam folder, ` +
      `or try again in ${waitFor(retryAfterSeconds)}.`,
  );

export const tooManyResetRequests = (retryAfterSeconds: number) =>
  new DomainError(
    codes.PASSWORD_RESET_RATE_LIMITED,
    `Too many password reset requests. Please try again in ${waitFor(retryAfterSeconds)}.`,
  );

/** The member's list of sessions (D19): an id that is none of theirs (ended already, another member's, made up). */
export const sessionNotFound = () =>
  new DomainError(
    codes.SESSION_NOT_FOUND,
    'This session has ended already or is not one of yours. Reload the list to see where you are signed in.',
  );

/** Ending the session of this very browser is signing out, which clears its cookie too. */
export const sessionIsCurrent = () =>
  new DomainError(codes.SESSION_IS_CURRENT, 'This is the session you are using now. To end it, sign out.');

/** The self-service changes (issue 26) that ask for the password first: a wrong one changes nothing. */
export const currentPasswordIncorrect = () =>
  new DomainError(codes.CURRENT_PASSWORD_INCORRECT, 'Your current password is incorrect');

export const emailUnchanged = () =>
  new DomainError(codes.EMAIL_UNCHANGED, 'This is already the email address of your account');

export const tooManyEmailChanges = (retryAfterSeconds: number) =>
  new DomainError(
    codes.EMAIL_CHANGE_RATE_LIMITED,
    `Too many email change requests. Please try again in ${waitFor(retryAfterSeconds)}.`,
  );

/** D19: two-factor sign-in. */
export const twoFactorCodeInvalid = (what: 'code' | 'recovery code' = 'code') =>
  new DomainError(
    codes.TWO_FACTOR_CODE_INVALID,
    what === 'code'
      ? 'That code is not right. Enter the 6-digit code your authenticator app shows now.'
      : 'That recovery code is not right, or it has been used already.',
  );

export const twoFactorAlreadyEnabled = () =>
  new DomainError(codes.TWO_FACTOR_ALREADY_ENABLED, 'Two-factor sign-in with an authenticator app is already on.');

export const twoFactorNotEnabled = () =>
  new DomainError(codes.TWO_FACTOR_NOT_ENABLED, 'Two-factor sign-in with an authenticator app is not on.');

export const twoFactorSetupMissing = () =>
  new DomainError(
    codes.TWO_FACTOR_SETUP_MISSING,
    'Start the set-up again: there is no key waiting for its first code.',
  );

/** No sign-in waits for a second factor in this browser: never started, timed out, or too many wrong codes. */
export const secondStepExpired = () =>
  new DomainError(
    codes.SECOND_FACTOR_STEP_EXPIRED,
    'Your sign-in timed out or had too many wrong codes. Please enter your email and password again.',
  );
