import { DomainError } from '../../../shared/domain/domain-error';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export const invalidCredentials = () => new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);

export const accountDeactivated = () =>
  new DomainError('FORBIDDEN', 'This account has been deactivated. Please contact support.');

export function tooManyLoginAttempts(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new DomainError('RATE_LIMITED', `Too many sign-in attempts. Please wait ${wait} and try again.`);
}
