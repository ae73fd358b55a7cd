import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { readCookie } from './cookies';
import { HTTP_ERRORS, STATUS_BY_KIND } from './http-errors';
import { isSafeMethod } from './safe-methods';
import { SESSION_COOKIE } from './session-cookie';

/**
 * Signed double-submit cookie bound to the session (OWASP CSRF cheat sheet). The server sets a readable
 * `XSRF-TOKEN` cookie holding `nonce.hmac(session id, nonce)`; the frontend echoes it in the `X-XSRF-TOKEN`
 * header on every state-changing request. Another site can make the browser send the cookie but cannot read
 * it to forge the header; the HMAC stops a planted cookie from being accepted; and the session id in it makes
 * a token obtained before sign-in (or planted then) useless after it, because sign-in rotates the id.
 * The HMAC's keys come from SESSION_SECRET's list, each derived for this use only (the session cookie's
 * signature never doubles as a token's): the first signs, every one verifies, so a rotation refuses no open tab.
 * Identity's sign-in and sign-out hand out a token for the new state (`renewCsrfToken`).
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

export interface CsrfOptions {
  /** SESSION_SECRET's list: the first signs new tokens, every one verifies. */
  secrets: readonly string[];
  /** Like the session cookie: `auto` follows the request's scheme. */
  secure: boolean | 'auto';
  /** Paths authenticated another way (signed webhooks). */
  exempt: readonly string[];
}

declare module 'express-serve-static-core' {
  interface Response {
    /** Sets a CSRF token for the session id the request now has (none after sign-out). */
    renewCsrfToken?: (sessionId: string | null) => void;
  }
}

export function csrfProtection(options: CsrfOptions) {
  if (options.secrets.length === 0) throw new Error('CSRF protection needs at least one secret');
  const keys = options.secrets.map((secret) => createHmac('sha256', secret).update('csrf').digest());
  const sign = (key: Buffer, sessionId: string, nonce: string) =>
    createHmac('sha256', key).update(`${sessionId}\n${nonce}`).digest('base64url');
  const isValid = (token: string | undefined, sessionId: string): token is string => {
    const [nonce, mac] = (token ?? '').split('.');
    if (!nonce || !mac) return false;
    const given = Buffer.from(mac);
    return keys.some((key) => {
      const expected = Buffer.from(sign(key, sessionId, nonce));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  };

  const issue = (req: Request, res: Response, sessionId: string) => {
    const nonce = randomBytes(18).toString('base64url');
    const token = `${nonce}.${sign(keys[0]!, sessionId, nonce)}`;
    const secure = options.secure === 'auto' ? req.secure : options.secure;
    res.cookie(CSRF_COOKIE, token, { sameSite: 'lax', secure, path: '/' });
  };

  return (req: Request, res: Response, next: NextFunction): void => {
    const cookie = readCookie(req, CSRF_COOKIE);
    res.renewCsrfToken = (sessionId) => issue(req, res, sessionId ?? '');
    // Reads only make sure a token exists; it is checked against the session when it is used, on a mutation.
    if (isSafeMethod(req)) {
      if (!cookie) issue(req, res, sessionIdOf(req));
      return next();
    }
    if (options.exempt.includes(req.path)) return next();
    const sessionId = sessionIdOf(req);
    if (isValid(cookie, sessionId) && req.get(CSRF_HEADER) === cookie) return next();
    // A fresh token with the refusal lets the page retry once with a token the server signed.
    issue(req, res, sessionId);
    res.status(403).json({
      statusCode: STATUS_BY_KIND[HTTP_ERRORS.CSRF_TOKEN_INVALID.kind],
      code: HTTP_ERRORS.CSRF_TOKEN_INVALID.code,
      message: 'Invalid or missing CSRF token',
    });
  };
}

/**
 * The session id the session cookie names (`s:<id>.<signature>`), or '' without one. Its signature is the
 * session middleware's to check; here the id only binds the token, so a forged id gains nothing.
 */
function sessionIdOf(req: Request): string {
  const value = readCookie(req, SESSION_COOKIE);
  if (!value?.startsWith('s:')) return '';
  const end = value.lastIndexOf('.');
  return end > 2 ? value.slice(2, end) : '';
}
