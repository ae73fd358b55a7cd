import passport from 'passport';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { runInOrder } from './middleware-chain';
import { isSafeMethod } from './safe-methods';
import type { PlatformSettings } from '../config/platform-settings';

import { SESSION_COOKIE_PREFIX } from './session-cookie';

/** Whether the request may belong to a session; false means a visitor with nothing to load. */
export const hasSessionCookie = (req: Request): boolean => req.headers.cookie?.includes(SESSION_COOKIE_PREFIX) ?? false;

/**
 * Runs the session handlers only where a session can matter: any request that carries the session
 * cookie, and every state-changing request (sign-in creates the session). A visitor's read has nothing
 * to load, so it skips the session store, the id generation and passport entirely.
 */
export function whenSessionMatters(handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    if (isSafeMethod(req) && !hasSessionCookie(req)) return next();
    runInOrder(handlers, req, res, next);
  };
}

/** A minute, or a tenth of the idle timeout when that is shorter. */
export const sessionRenewalInterval = (config: PlatformSettings): number =>
  Math.min(60_000, (config.sessionIdleMinutes * 60_000) / 10);

export function absoluteTimeout(config: PlatformSettings): RequestHandler {
  const limitMs = config.sessionAbsoluteHours * 3_600_000;
  return (req: Request, _res: Response, next: NextFunction) => {
    const session = req.session;
    if (session?.passport?.user === undefined) return next(); // no one signed in: nothing to time out
    // A signed-in session without its time of sign-in (its second save failed) ends too: it would have no limit.
    const startedAt = session.authenticatedAt;
    if (startedAt !== undefined && Date.now() - startedAt <= limitMs) return next();
    session.destroy(() => {
      delete (req as { user?: unknown }).user;
      next();
    });
  };
}

/**
 * Loads the signed-in user named by the session into `req.user`, as passport's session strategy does
 * (`passport.session()`), through the same registered deserializer (identity's SessionSerializer); a session whose
 * user is gone or deactivated ends (passport would only forget the user in it). Written out because
 * `passport.session()` runs passport's whole `authenticate` machinery per request (a strategy object, five closures, the request methods assigned again),
 * the largest allocation of a signed-in read in a profile (docs/performance.md).
 */
export function sessionUser(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const id = req.session?.passport?.user;
    if (!(id || id === 0)) return next(); // passport's own test of a signed-in session
    passport.deserializeUser(id, req, (error: unknown, user?: Express.User | false) => {
      if (error) return next(error);
      if (!user) return req.session.destroy(() => next()); // the user is gone: so is what the session was for
      req.user = user;
      next();
    });
  };
}

type Done = (error?: unknown) => void;
type PassportCall = (this: Request, ...args: unknown[]) => unknown;

/**
 * passport's request methods (`logIn`, `logOut`, `isAuthenticated`, ...), installed once on Express's request
 * prototype instead of on every request by the `passport.initialize()` middleware: adding those seven properties
 * to each request was the costliest JavaScript of a signed-in read (docs/performance.md). `sessionUser` is what
 * loads the user per request.
 *
 * Around sign-in and sign-out, whoever calls them (the login guard, account creation, logout), the browser gets
 * a CSRF token for its new session (the session id is rotated), so a token obtained or planted before sign-in
 * cannot be used after it (platform/http/csrf.ts binds tokens to the session id).
 */
export function installPassportOnRequests(requestPrototype: Request): void {
  // initialize() only assigns the methods to the object it is given: given the prototype, every request has them.
  passport.initialize()(requestPrototype, {} as Response, () => undefined);
  // passport's calls take `(…, options?, done)`: the callback is always the last argument.
  const renewing = (original: PassportCall, sessionId: (req: Request) => string | null): PassportCall =>
    function (this: Request, ...args: unknown[]) {
      const done = args.pop() as Done;
      return original.call(this, ...args, (error?: unknown) => {
        if (!error) this.res?.renewCsrfToken?.(sessionId(this));
        done(error);
      });
    };
  const signIn = renewing(requestPrototype.logIn as PassportCall, (req) => req.sessionID);
  const signOut = renewing(requestPrototype.logOut as PassportCall, () => null);
  requestPrototype.login = requestPrototype.logIn = signIn as Request['logIn'];
  requestPrototype.logout = requestPrototype.logOut = signOut as Request['logOut'];
}
