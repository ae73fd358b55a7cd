import type { UserView } from '../../domain/user';

type Done = (error?: unknown) => void;

/**
 * The parts of an HTTP request that starting and ending a session use: passport's `login`/`logout`, the
 * express-session session and its id, and the answer's CSRF renewal (platform/http/csrf.ts). Express's `Request`
 * past the session middleware has exactly these, so a controller passes its `req`; the application layer names no
 * Express type and no other module needs identity's adapters.
 */
export interface SessionRequest {
  /** Regenerates the session id (passport 0.7) and stores the user's id in the new session. */
  login(user: UserView, done: Done): void;
  /** Removes the user from the session, and the session from the store (passport 0.7 regenerates it). */
  logout(done: Done): void;
  /** The id of the request's session: after sign-in, the new one. */
  sessionID?: string;
  session: {
    /** passport's part of the session: the signed-in user's id, when someone is signed in. */
    passport?: { user?: unknown };
    /** When the user signed in; the absolute timeout counts from here (`platform/http/sessions.ts`). */
    authenticatedAt?: number;
    /** Stores the session as it now is (a change is stored only when saved). */
    save(done: Done): unknown;
    /** Deletes the session from the store. */
    destroy(done: Done): unknown;
  };
  /** The answer: a new CSRF token goes with the new session id (tokens are bound to it). */
  res?: { renewCsrfToken?: (sessionId: string | null) => void };
}

/** The response, for the cookie sign-out clears. */
export interface SessionResponse {
  clearCookie(name: string, options: { path: string }): unknown;
}
