import { Inject, Injectable } from '@nestjs/common';
import { SESSION_COOKIE } from '../../../platform/http/session-cookie';
import type { UserView } from '../domain/user';
import { SESSION_STORE } from '../identity.tokens';
import type { SessionRequest, SessionResponse } from './ports/http-session';
import type { SessionStore } from './ports/session-store';

const settled = (start: (done: (error?: unknown) => void) => unknown) =>
  new Promise<void>((resolve, reject) => {
    start((error) => (error ? reject(error) : resolve()));
  });

/**
 * The one way a session starts and ends. Sign-in is the login guard's last step after the password check,
 * and account creation's (billing) after the payment: both get a new session id (so a planted one is
 * useless), start the absolute timeout and hand the browser a CSRF token for the new session id (a token obtained
 * or planted before is useless after it); sign-out hands one for no session. Identity owns these rules; callers
 * only pass the request.
 * An editor's change ends a user's sessions elsewhere (`endAllOf`): deactivation and a new password; a member ends
 * one of their own (`endOneOf`) or all but this browser's from the Account tab (application/account-sessions.ts).
 */
@Injectable()
export class Sessions {
  constructor(@Inject(SESSION_STORE) private readonly store: SessionStore) {}

  /** passport regenerates the session and stores it with the user and the time of sign-in (SessionSerializer). */
  async signIn(request: SessionRequest, user: UserView): Promise<void> {
    await settled((done) => request.login(user, done));
    request.res?.renewCsrfToken?.(request.sessionID ?? null);
  }

  /** Forgets the user, deletes the stored session and clears its cookie. */
  async signOut(request: SessionRequest, response: SessionResponse): Promise<void> {
    try {
      // passport's logout deletes the stored session and starts a new one. A visitor has no stored session, and
      // passport would store one (its logout saves before it regenerates) only to delete it.
      if (request.session.passport?.user !== undefined) await settled((done) => request.logout(done));
    } finally {
      // Destroying the new session leaves none for express-session to store at the end of the answer. A store
      // failure must not keep the member signed in on this browser: the cookie is cleared and the CSRF token
      // renewed regardless, and the failure is still the answer.
      await new Promise<void>((resolve) => request.session.destroy(() => resolve()));
      response.clearCookie(SESSION_COOKIE, { path: '/' });
      request.res?.renewCsrfToken?.(null);
    }
  }

  /**
   * Ends every session of `userId` at once, in the caller's unit of work, except `keepSessionId` (the editor's
   * own browser, when they change their own password). The user's next request arrives without a session.
   */
  endAllOf(userId: number, keepSessionId: string | null = null): Promise<number> {
    return this.store.deleteForUser(userId, keepSessionId);
  }

  /**
   * Ends the session `sessionId` of `userId` (a member ending one of theirs on the Account tab), in the caller's
   * unit of work; another user's session is left alone. Answers whether it ended.
   */
  endOneOf(userId: number, sessionId: string): Promise<boolean> {
    return this.store.deleteOneOf(userId, sessionId);
  }
}
