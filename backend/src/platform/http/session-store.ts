import type { Store } from 'express-session';

/**
 * Where express-session keeps sessions: an `express-session` Store that the module owning the `session` table
 * provides (identity's), so the platform wires the middleware without knowing a module.
 */
export const HTTP_SESSION_STORE = Symbol('HTTP_SESSION_STORE');

export type HttpSessionStore = Store;

declare module 'express-session' {
  interface SessionData {
    /** passport's part: the signed-in user's id (`serializeUser`). */
    passport?: { user?: unknown };
    /** When the user signed in (ms since the epoch); the absolute timeout counts from here. */
    authenticatedAt?: number;
    /**
     * When the idle timeout was last moved (ms since the epoch). Changing it is what makes express-session store
     * the session with its new expiry and send the cookie again (sessions.ts, `renewWhenDue`).
     */
    renewedAt?: number;
    /**
     * A sign-in waiting for its second step (D19): the password was right, no one is signed in yet. Identity keeps it
     * (identity/application/pending-sign-in.ts); the platform only keeps such a session alive (sessions.ts).
     */
    pendingSignIn?: { userId: number; since: number; attempts: number };
  }
}
