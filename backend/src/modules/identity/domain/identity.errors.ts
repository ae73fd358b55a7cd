import { DomainError, errorCodes } from '../../../shared/domain/domain-error';

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
