import { Logger } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
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
    let index = 0;
    const step = (error?: unknown): void => {
      if (error || index === handlers.length) return next(error);
      handlers[index++](req, res, step);
    };
    step();
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

type Done = (error?: unknown) => void;
type PassportCall = (this: Request, ...args: unknown[]) => unknown;

/**
 * Gives the browser a CSRF token for its new session whenever passport signs a user in (the session id is
 * rotated) or out, whoever calls it (the login guard, account creation, logout), so a token obtained or
 * planted before sign-in cannot be used after it (platform/http/csrf.ts binds tokens to the session id).
 */
export function csrfFollowsSignIn(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    // passport's calls take `(…, options?, done)`: the callback is always the last argument.
    const renewing = (original: PassportCall, sessionId: () => string | null): PassportCall =>
      function (this: Request, ...args: unknown[]) {
        const done = args.pop() as Done;
        return original.call(this, ...args, (error?: unknown) => {
          if (!error) res.renewCsrfToken?.(sessionId());
          done(error);
        });
      };
    req.login = req.logIn = renewing(req.logIn as PassportCall, () => req.sessionID) as typeof req.logIn;
    req.logout = req.logOut = renewing(req.logOut as PassportCall, () => null) as typeof req.logOut;
    next();
  };
}
