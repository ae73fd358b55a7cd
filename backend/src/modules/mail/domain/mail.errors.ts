import { errorCodes } from '../../../shared/domain/domain-error';

/** Mail's error codes (docs/errors.md). */
export const MAIL_ERRORS = errorCodes({
  MAIL_RECIPIENT_INVALID: 'INVALID_INPUT',
  MAIL_RECIPIENT_UNKNOWN: 'NOT_FOUND',
  /** An unsubscribe link this server did not sign (forged, cut short, altered, or not an unsubscribe link). */
  MAIL_UNSUBSCRIBE_LINK_INVALID: 'INVALID_INPUT',
  /** A genuine unsubscribe link whose member no longer exists (the account was deleted). */
  MAIL_UNSUBSCRIBE_LINK_UNKNOWN: 'NOT_FOUND',
  MAIL_MESSAGE_NOT_FOUND: 'NOT_FOUND',
});
