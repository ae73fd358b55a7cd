import { DomainError } from '../../../shared/domain/domain-error';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export const invalidCredentials = () => new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);

export const accountDeactivated = () =>
  new DomainError('FORBIDDEN', 'This account has been deactivated. Please contact support.');

/** An account's e-mail and username are unique (the username case-insensitively). */
export const emailTaken = () => new DomainError('CONFLICT', 'An account with this email already exists');
export const usernameTaken = () => new DomainError('CONFLICT', 'This username is already taken');

export function tooManyLoginAttempts(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new DomainError('RATE_LIMITED', `Too many sign-in attempts. Please try again in ${wait}.`);
}

/** D10: the edit page of a missing account reads the same. */
export const userNotFound = () => new DomainError('NOT_FOUND', 'User Not Found');

/** D10: an admin keeps their own access, so the collective always has an editor who can sign in. */
export const cannotDeactivateSelf = () =>
  new DomainError('CONFLICT', 'You cannot deactivate your own account; another administrator can.');
export const cannotDemoteSelf = () =>
  new DomainError('CONFLICT', 'You cannot remove your own admin privileges; another administrator can.');
/** Checked again under the lock that orders such changes: two admins demoting each other leave one admin. */
export const noLongerAdmin = () =>
  new DomainError('FORBIDDEN', 'Your admin privileges were removed while you were making this change');

export const adminCannotBeDeleted = () =>
  new DomainError('CONFLICT', 'Administrators cannot be deleted. Remove their admin privileges first.');

/** D10, D3: the payment provider is the source of truth for a subscriber's status and tier. */
export const subscriptionManagedByProvider = () =>
  new DomainError(
    'CONFLICT',
    "This member's subscription status and tier come from the payment provider and cannot be edited here",
  );
