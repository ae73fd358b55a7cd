import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiSchema } from './contract';

/** What went wrong, as every error answer names it (`{statusCode, code, message}`, docs/errors.md). */
export type ErrorCode = ApiSchema<'ErrorResponse'>['code'];

/** Whatever an RTK Query hook or `unwrap()` can reject with, plus anything thrown elsewhere. */
export type ApiError = FetchBaseQueryError | SerializedError | undefined | unknown;

// fetchBaseQuery does not keep the response's status text, so the usual phrases stand in for it.
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Spec section 8: status code, colon and space, then the body text (or the status text if empty). */
export function formatHttpError(status: number, bodyText: string, statusText = STATUS_TEXT[status] ?? ''): string {
  return `${status}: ${bodyText || statusText}`;
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The request never got an answer (offline, DNS, server down). */
export function isNetworkError(error: unknown): boolean {
  return isFetchBaseQueryError(error) && error.status === 'FETCH_ERROR';
}

/** The HTTP status of a failed call, if the server answered at all. */
export function httpStatus(error: unknown): number | undefined {
  if (!isFetchBaseQueryError(error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
}

/**
 * The code of a failed call's answer, if the server gave one. The app decides on it, never on the message, whose
 * text is for people and may be reworded.
 */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!isFetchBaseQueryError(error)) return undefined;
  return codeOfBody(error.data);
}

/** The `code` of an error answer's body (also for a `validateStatus` that reads the body itself). */
export function codeOfBody(data: unknown): ErrorCode | undefined {
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  const { code } = data as { code: unknown };
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
}

/** Whether the call failed with one of `codes`. */
export const failedWith = (error: unknown, ...codes: ErrorCode[]): boolean => {
  const code = errorCode(error);
  return code !== undefined && codes.includes(code);
};

function bodyAsText(data: unknown): string {
  if (data === null || data === undefined) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/** The generic error message of spec section 8, for any failure. */
export function describeError(error: ApiError): string {
  if (isFetchBaseQueryError(error)) {
    switch (error.status) {
      case 'FETCH_ERROR':
      case 'TIMEOUT_ERROR':
      case 'CUSTOM_ERROR':
        return error.error;
      case 'PARSING_ERROR':
        return formatHttpError(error.originalStatus, error.data);
      default:
        return formatHttpError(error.status, bodyAsText(error.data));
    }
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as SerializedError;
    if (message) return message;
  }
  return 'Unknown error';
}

/**
 * The human-readable message the server sent (`{statusCode, code, message}`, where validation errors
 * carry a list of messages), or plain body text; `fallback` when there is none.
 */
export function serverMessage(error: ApiError, fallback: string): string {
  if (!isFetchBaseQueryError(error)) return fallback;
  const { data } = error;
  if (typeof data === 'string') {
    // A non-JSON body (PARSING_ERROR): plain text is the message; an HTML error page from a
    // proxy is not something to show a person.
    const text = data.trim();
    return text && !text.startsWith('<') ? text : fallback;
  }
  if (typeof data !== 'object' || data === null || !('message' in data)) return fallback;
  const { message } = data as { message: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const texts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (texts.length > 0) return texts.join('; ');
  }
  return fallback;
}
