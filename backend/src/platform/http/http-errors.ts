import { COMMON_ERRORS, errorCodes, type ErrorCode, type ErrorKind } from '../../shared/domain/domain-error';

/** The codes of refusals the HTTP pipeline itself makes, before or around any module's use case (docs/errors.md). */
export const HTTP_ERRORS = errorCodes({
  /** The body is not JSON, or is nested deeper than the parser accepts. */
  MALFORMED_JSON: 'INVALID_INPUT',
  /** Any other refused request that has no code of its own. */
  BAD_REQUEST: 'INVALID_INPUT',
  BODY_TOO_LARGE: 'TOO_LARGE',
  /** A text field beyond the characters its route accepts (`ContentFits`). */
  CONTENT_TOO_LONG: 'TOO_LARGE',
  UNSUPPORTED_ENCODING: 'UNSUPPORTED_MEDIA_TYPE',
  CSRF_TOKEN_INVALID: 'FORBIDDEN',
  ADMIN_REQUIRED: 'FORBIDDEN',
  /** An admin route, for an admin who has not set up a second factor yet (D19). */
  SECOND_FACTOR_REQUIRED: 'FORBIDDEN',
  /** A members-only call (`@SubscribersOnly()`, D20), for a signed-in person without an active subscription. */
  SUBSCRIPTION_REQUIRED: 'FORBIDDEN',
  FORBIDDEN: 'FORBIDDEN',
  /** A library's rate limit (the modules' own limits have codes of their own). */
  RATE_LIMITED: 'RATE_LIMITED',
  /** No route answers this method and path. */
  NOT_FOUND: 'NOT_FOUND',
  DATABASE_UNAVAILABLE: 'UNAVAILABLE',
  /**
   * This instance drains before it stops: readiness says so (a load balancer sends no new requests), and a read that
   * still reaches it is refused so a proxy sends it to another instance (drain.ts).
   */
  SHUTTING_DOWN: 'UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL',
});

/** The status of each kind: the one mapping from domain terms to HTTP. */
export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The code of an error that arrives with only a status (Nest's own exceptions, a library's HttpException). */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return COMMON_ERRORS.VALIDATION_FAILED;
    case 401:
      return COMMON_ERRORS.UNAUTHENTICATED;
    case 403:
      return HTTP_ERRORS.FORBIDDEN;
    case 404:
      return HTTP_ERRORS.NOT_FOUND;
    case 413:
      return HTTP_ERRORS.BODY_TOO_LARGE;
    case 415:
      return HTTP_ERRORS.UNSUPPORTED_ENCODING;
    case 429:
      return HTTP_ERRORS.RATE_LIMITED;
    default:
      return status >= 500 ? HTTP_ERRORS.INTERNAL_ERROR : HTTP_ERRORS.BAD_REQUEST;
  }
}

/** The body of every error answer (D14, docs/errors.md). */
export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string | string[];
}
