import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { sign, unsign } from 'cookie-signature';
import type { Request, RequestHandler, Response } from 'express';
import { readCookie } from './cookies';
import { SESSION_COOKIE, SESSION_COOKIE_PREFIX } from './session-cookie';
import type { SessionData, SessionStore } from './session-store';

type Done = (error?: unknown) => void;

declare global {
  // Express's own way to add to its request type.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Loaded when the cookie names a live session, else new and not stored (sessionMiddleware). */
      session: Session;
      sessionID: string;
    }
  }
}

export interface SessionOptions {
  secret: string;
  /** How long a session lives without a request. */
  idleMs: number;
  /** A session's expiry (store and cookie) moves at most this often: nearly every request then only reads. */
  renewEveryMs: number;
  /** Like the CSRF cookie: `auto` follows the request's scheme. */
  secure: boolean | 'auto';
  now?: () => number;
}

/**
 * A request's session, as passport and identity use it: the data are its own properties (what is stored), and
 * it changes in the store only when asked: `save` (passport's sign-in, identity's), `regenerate` (a new id, as
 * sign-in and sign-out do against fixation) and `destroy`. Nothing else writes, so a read never does, beyond the
 * expiry's renewal.
 */
export class Session implements SessionData {
  passport?: SessionData['passport'];
  authenticatedAt?: number;
  readonly #id: string;
  readonly #context: SessionContext;

  constructor(id: string, data: SessionData, context: SessionContext) {
    Object.assign(this, data);
    this.#id = id;
    this.#context = context;
  }

  get id(): string {
    return this.#id;
  }

  /** Stores the session from now on, and sends its cookie. */
  save(done: Done = noop): void {
    this.#context.save(this).then(() => done(), done);
  }

  /** Deletes the session and starts a new one, not stored until saved. */
  regenerate(done: Done = noop): void {
    this.#context.replace(this).then(() => done(), done);
  }

  /** Deletes the session; the request goes on with a new one, not stored. */
  destroy(done: Done = noop): void {
    this.#context.replace(this).then(() => done(), done);
  }
}

const noop: Done = () => undefined;
const logger = new Logger('Sessions');

/**
 * The session named by the signed `penwright.sid` cookie (express-session's format, `s:<id>.<HMAC-SHA256>`, so
 * sessions survive the change from it), with a rolling idle timeout: once `renewEveryMs` has passed since the
 * expiry was last set, a request moves it (one `UPDATE`) and sends the cookie with the new expiry. Written here
 * rather than used from express-session, which hashed the session twice per request to find changes, re-signed
 * the cookie on every answer and wrapped the response's `end`: a third of the app's own work on a signed-in read
 * (docs/performance.md). The cookie is HttpOnly and SameSite=Lax (Secure on HTTPS by default); an unknown,
 * expired or forged id gets a new session, stored only once something saves it (sign-in).
 */
export function sessionMiddleware(store: SessionStore, options: SessionOptions): RequestHandler {
  // cookie-signature would sign with an empty key; bootstrap always provides one (platform/config/session-secret.ts).
  if (!options.secret) throw new Error('sessionMiddleware needs a secret');
  const now = options.now ?? Date.now;
  return (req, res, next) => {
    const context = new SessionContext(req, res, store, options, now);
    const cookie = readCookie(req, SESSION_COOKIE);
    const id = cookie?.startsWith('s:') ? unsign(cookie.slice(2), options.secret) : false;
    if (!id) {
      context.startNew();
      return next();
    }
    const at = now();
    store
      .load(id, at)
      .then(async (stored) => {
        if (!stored) return context.startNew();
        context.start(id, stored.data, true);
        if (stored.expiresAt <= at + options.idleMs - options.renewEveryMs) await context.renew(id, at);
      })
      .then(() => next(), next);
  };
}

/** One request's session: what it does to the store and to the answer's cookie. */
class SessionContext {
  private stored = false;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly store: SessionStore,
    private readonly options: SessionOptions,
    private readonly now: () => number,
  ) {}

  start(id: string, data: SessionData, stored: boolean): void {
    this.req.session = new Session(id, data, this);
    this.req.sessionID = id;
    this.stored = stored;
  }

  startNew(): void {
    this.start(randomBytes(24).toString('base64url'), {}, false);
  }

  /** A failed renewal does not fail the request: the session stays valid until its current expiry. */
  async renew(id: string, at: number): Promise<void> {
    const expiresAt = at + this.options.idleMs;
    try {
      await this.store.renew(id, expiresAt);
      this.sendCookie(id, expiresAt);
    } catch (error) {
      logger.warn(`session expiry not renewed: ${(error as Error).message}`);
    }
  }

  async save(session: Session): Promise<void> {
    // A session replaced since (regenerated, destroyed) stays ended: saving it would bring back the old id.
    if (this.req.session !== session) throw new Error('This session was replaced and cannot be saved');
    const expiresAt = this.now() + this.options.idleMs;
    await this.store.save(session.id, { ...session }, expiresAt);
    this.stored = true;
    this.sendCookie(session.id, expiresAt);
  }

  /** Ends `session` (the store forgets it) and gives the request a new one, with no cookie until it is saved. */
  async replace(session: Session): Promise<void> {
    if (this.stored && this.req.session === session) await this.store.destroy(session.id);
    this.startNew();
    this.putCookie(null);
  }

  private sendCookie(id: string, expiresAt: number): void {
    const secure = this.options.secure === 'auto' ? this.req.secure : this.options.secure;
    const value = encodeURIComponent(`s:${sign(id, this.options.secret)}`);
    const expires = new Date(expiresAt).toUTCString();
    this.putCookie(
      `${SESSION_COOKIE_PREFIX}${value}; Path=/; Expires=${expires}; HttpOnly${secure ? '; Secure' : ''}; SameSite=Lax`,
    );
  }

  /** The answer's session cookie becomes `line` (none when null); the other cookies stay. */
  private putCookie(line: string | null): void {
    if (this.res.headersSent) return;
    const current = this.res.getHeader('Set-Cookie');
    const lines = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
    const kept = lines.filter((cookie) => !cookie.startsWith(SESSION_COOKIE_PREFIX));
    if (line) kept.push(line);
    if (kept.length > 0) this.res.setHeader('Set-Cookie', kept);
    else this.res.removeHeader('Set-Cookie');
  }
}
