import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { isSafeMethod } from './safe-methods';

/**
 * Signed double-submit cookie (OWASP CSRF cheat sheet). The server sets a readable `XSRF-TOKEN`
 * cookie holding `nonce.hmac(nonce)`; the frontend echoes it in the `X-XSRF-TOKEN` header on every
 * state-changing request. Another site can make the browser send the cookie but cannot read it to
 * forge the header, and the HMAC stops a planted cookie from being accepted.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

export interface CsrfOptions {
  secret: string;
  secure: boolean;
  /** Paths authenticated another way (signed webhooks). */
  exempt: readonly string[];
}

export function csrfProtection(options: CsrfOptions) {
  const sign = (nonce: string) => createHmac('sha256', options.secret).update(nonce).digest('base64url');
  const isValid = (token: string | undefined): token is string => {
    const [nonce, mac] = (token ?? '').split('.');
    if (!nonce || !mac) return false;
    const expected = Buffer.from(sign(nonce));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  const issue = (res: Response) => {
    const nonce = randomBytes(18).toString('base64url');
    res.cookie(CSRF_COOKIE, `${nonce}.${sign(nonce)}`, { sameSite: 'lax', secure: options.secure, path: '/' });
  };

  return (req: Request, res: Response, next: NextFunction): void => {
    const cookie = readCookie(req, CSRF_COOKIE);
    // Reads only make sure a token exists; its signature is checked when it is used, on a mutation.
    if (isSafeMethod(req)) {
      if (!cookie) issue(res);
      return next();
    }
    if (options.exempt.includes(req.path)) return next();
    if (isValid(cookie) && req.get(CSRF_HEADER) === cookie) return next();
    // A fresh token with the refusal lets the page retry once with a token the server signed.
    issue(res);
    res.status(403).json({ statusCode: 403, message: 'Invalid or missing CSRF token' });
  };
}

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return safeDecode(part.slice(index + 1).trim());
  }
  return undefined;
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
