import session from 'express-session';
import passport from 'passport';
import type { Request, RequestHandler, Response } from 'express';
import { isSafeMethod } from './safe-methods';
import type { PlatformSettings } from '../config/platform-settings';
import { SESSION_COOKIE, SESSION_COOKIE_PREFIX } from './session-cookie';
import type { HttpSessionStore } from './session-store';

/** Whether the request may belong to a session; false means a visitor with nothing to load. */
export const hasSessionCookie = (req: Request): boolean => req.headers.cookie?.includes(SESSION_COOKIE_PREFIX) ?? false;

/**
 * Runs the session (a router of its handlers) only where a session can matter: any request that carries the session
 * cookie, and every state-changing request (sign-in creates the session). A visitor's read has nothing
 * to load, so it skips the session store, the id generation and passport entirely.
 */
export function whenSessionMatters(session: RequestHandler): RequestHandler {
  return (req, res, next) => (isSafeMethod(req) && !hasSessionCookie(req) ? next() : session(req, res, next));
}

/** A minute, or a tenth of the idle timeout when that is shorter. */
export const sessionRenewalInterval = (config: PlatformSettings): number =>
  Math.min(60_000, (config.sessionIdleMinutes * 60_000) / 10);

export interface SessionOptions {
  store: HttpSessionStore;
  /** The first signs new cookies; every one of them verifies (a secret is rotated without signing anyone out). */
  secrets: string[];
  config: PlatformSettings;
}

/**
 * The session, then passport, as their documentation wires them: express-session (the `penwright.sid` cookie,
 * HttpOnly, SameSite=Lax, Secure on HTTPS by default; a session is stored only once sign-in saves it), the expiry
 * renewal, the absolute timeout, `passport.initialize()` and `passport.session()` (identity's deserializer reloads
 * the user), and last the ending of whatever session cookie no longer signs anyone in.
 */
export function sessionHandlers({ store, secrets, config }: SessionOptions): RequestHandler[] {
  const idleMs = config.sessionIdleMinutes * 60_000;
  // express-session would call a store's `touch` on every answer that did not save: a write per signed-in read.
  if (typeof store.touch === 'function') throw new Error('The session store must not implement touch');
  return [
    session({
      name: SESSION_COOKIE,
      secret: secrets,
      store,
      // A session is written when sign-in saves it, when its expiry is renewed (renewWhenDue) and never else:
      // no row for a visitor, no write and no cookie on an ordinary signed-in answer. The store has no `touch`.
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, maxAge: idleMs },
    }),
    renewWhenDue(config, idleMs),
    absoluteTimeout(config),
    passport.initialize(),
    passport.session(),
    endDeadSession(),
  ];
}

/**
 * The rolling idle timeout, throttled: once `sessionRenewalInterval` has passed since the expiry was last set
 * (the store gives a loaded session's cookie the row's expiry), a signed-in session is marked changed, so
 * express-session stores it with a new expiry and sends the cookie again; every other signed-in request only
 * reads. A session no one is signed in to is never renewed (its cookie is being cleared: endDeadSession). The
 * cookie's lifetime and Secure flag follow the settings, not what was stored with the session.
 */
function renewWhenDue(config: PlatformSettings, idleMs: number): RequestHandler {
  const renewEveryMs = sessionRenewalInterval(config);
  return (req, _res, next) => {
    const cookie = req.session.cookie;
    cookie.originalMaxAge = idleMs;
    cookie.secure = config.cookieSecure === 'auto' ? req.secure : config.cookieSecure;
    const now = Date.now();
    const expires = cookie.expires?.getTime();
    const due = expires !== undefined && expires <= now + idleMs - renewEveryMs;
    if (due && req.session.passport?.user !== undefined) req.session.renewedAt = now;
    next();
  };
}

function absoluteTimeout(config: PlatformSettings): RequestHandler {
  const limitMs = config.sessionAbsoluteHours * 3_600_000;
  return (req, res, next) => {
    if (req.session.passport?.user === undefined) return next(); // no one signed in: nothing to time out
    // A signed-in session without its time of sign-in (its second save failed) ends too: it would have no limit.
    const startedAt = req.session.authenticatedAt;
    if (startedAt !== undefined && Date.now() - startedAt <= limitMs) return next();
    endSession(req, res, next);
  };
}

/**
 * A session cookie that signs no one in is cleared: its session is unknown, expired, ended elsewhere or signed
 * with a removed secret, or its user is gone or deactivated (passport's deserializer then forgets the user, and
 * the stored session, which was only for them, is deleted).
 */
function endDeadSession(): RequestHandler {
  return (req, res, next) => {
    // A sign-in waiting for its second factor has no user yet, and is alive all the same.
    if (req.user || req.session.pendingSignIn || !hasSessionCookie(req)) return next();
    endSession(req, res, next);
  };
}

/**
 * Deletes the request's stored session, if it was loaded, and clears the cookie. The request goes on with a new
 * session that is stored only if something saves it (a sign-in on this very request, whose cookie then follows
 * the clearing one in the answer and replaces it).
 */
function endSession(req: Request, res: Response, next: (error?: unknown) => void): void {
  const clear = () => res.clearCookie(SESSION_COOKIE, { path: '/' });
  if (req.session.passport === undefined) {
    clear(); // never stored under this id: nothing to delete
    return next();
  }
  req.session.regenerate((error: unknown) => {
    delete req.user;
    clear();
    next(error);
  });
}
