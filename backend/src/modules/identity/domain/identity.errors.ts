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
