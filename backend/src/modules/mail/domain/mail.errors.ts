import { errorCodes } from '../../../shared/domain/domain-error';

/** Mail's error codes (docs/errors.md). */
export const MAIL_ERRORS = errorCodes({
  MAIL_RECIPIENT_INVALID: 'INVALID_INPUT',
  MAIL_RECIPIENT_UNKNOWN: 'NOT_FOUND',
  MAIL_MESSAGE_NOT_FOUND: 'NOT_FOUND',
});
