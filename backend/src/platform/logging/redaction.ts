import { isDriverError, loggableDriverError } from '../database/driver-errors';

/**
 * Keys whose values never reach a log, wherever they sit in a logged object: passwords, card data, secrets,
 * tokens, cookies and session ids. Matched case-insensitively on the key's name.
 */
const SECRET_KEY = /pass(word)?|secret|token|csrf|xsrf|cookie|authorization|session|sid$|card|cvc|cvv|^number$|^body$/i;

const CENSOR = '[redacted]';
const MAX_DEPTH = 6;

/**
 * A copy of `value` with every secret-named key's value replaced. Errors keep their message and stack but
 * lose what parsers attach to them (body-parser's `body` is the raw request, password and all). A database
 * driver's error keeps only what names the failure, not the statement's values (driver-errors.ts).
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (isDriverError(value)) return loggableDriverError(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const source = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  const keys =
    value instanceof Error ? ['name', 'message', 'stack', 'code', ...Object.keys(value)] : Object.keys(value);
  for (const key of keys) {
    if (source[key] === undefined) continue;
    copy[key] = SECRET_KEY.test(key) ? CENSOR : redact(source[key], depth + 1);
  }
  return copy;
}

/** The URL with the values of secret-named query parameters replaced (a payment redirect carries a client secret). */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  for (const key of new Set(params.keys())) if (SECRET_KEY.test(key)) params.set(key, CENSOR);
  return `${url.slice(0, query)}?${params.toString()}`;
}
