import { DomainError, errorCodes } from '../../../shared/domain/domain-error';

/** privacy's error codes (docs/errors.md). */
export const PRIVACY_ERRORS = errorCodes({
  DATA_EXPORT_RATE_LIMITED: 'RATE_LIMITED',
  ACCOUNT_DELETION_RATE_LIMITED: 'RATE_LIMITED',
});

const waitFor = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const tooManyExports = (retryAfterSeconds: number) =>
  new DomainError(
    PRIVACY_ERRORS.DATA_EXPORT_RATE_LIMITED,
    `You have downloaded your data several times in the last hour. Please try again in ${waitFor(retryAfterSeconds)}.`,
  );

export const tooManyDeletionAttempts = (retryAfterSeconds: number) =>
  new DomainError(
    PRIVACY_ERRORS.ACCOUNT_DELETION_RATE_LIMITED,
    `Too many attempts to delete your account. Please try again in ${waitFor(retryAfterSeconds)}.`,
  );
