import { Logger } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import passport from 'passport';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { runInOrder } from './middleware-chain';
import { isSafeMethod } from './safe-methods';
import { renewAtMostEvery } from './session-renewal';
import type { Pool } from 'pg';
import type { PlatformSettings } from '../config/platform-settings';

import { SESSION_COOKIE } from './session-cookie';

const storeLogger = new Logger('SessionStore');

const SESSION_COOKIE_PREFIX = `${SESSION_COOKIE}=`;

/** Whether the request may belong to a session; false means a visitor with nothing to load. */
export const hasSessionCookie = (req: Request): boolean => req.headers.cookie?.includes(SESSION_COOKIE_PREFIX) ?? false;

declare module 'express-session' {
  interface SessionData {
    /** When the user signed in; the absolute timeout counts from here. */
    authenticatedAt?: number;
  }
}

/**
 * Sessions live in PostgreSQL. The cookie is HttpOnly and SameSite=Lax (Secure on HTTPS requests by default);
 * `rolling` renews the idle timeout on activity (in the store at most once a minute, see
 * `renewAtMostEvery`), and `absoluteTimeout` ends a session however active.
 * Nothing is stored for visitors (saveUninitialized: false), so anonymous reads never touch the store.
 */
export function sessionMiddleware(config: PlatformSettings, pool: Pool): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: renewAtMostEvery(
      // Ended sessions are deleted by identity's ExpiredSessionsJob, not by a timer in every process.
      new PgStore({
        pool,
        tableName: 'session',
        createTableIfMissing: false,
        pruneSessionInterval: false,
        // The store's errors (a lost connection) go to the app's log, not to console.log.
        errorLog: (...args: unknown[]) => storeLogger.warn(args.map(String).join(' ')),
      }),
      sessionRenewalInterval(config),
    ),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: config.sessionIdleMinutes * 60_000,
      path: '/',
    },
  });
}

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
    const startedAt = req.session?.authenticatedAt;
    if (startedAt === undefined || Date.now() - startedAt <= limitMs) return next();
    req.session.destroy(() => {
      delete (req as { user?: unknown }).user;
      next();
    });
  };
}

/**
 * Loads the signed-in user named by the session into `req.user`, as passport's session strategy does
 * (`passport.session()`), through the same registered deserializer (identity's SessionSerializer); a session whose
 * user is gone or deactivated loses its user. Written out because `passport.session()` runs passport's whole
 * `authenticate` machinery per request (a strategy object, five closures, the request methods assigned again),
 * the largest allocation of a signed-in read in a profile (docs/performance.md).
 */
export function sessionUser(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const held = (req.session as { passport?: { user?: unknown } } | undefined)?.passport;
    const id = held?.user;
    if (!held || !(id || id === 0)) return next(); // passport's own test of a signed-in session
    passport.deserializeUser(id, req, (error: unknown, user?: Express.User | false) => {
      if (error) return next(error);
      if (user) req.user = user;
      else delete held.user;
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
