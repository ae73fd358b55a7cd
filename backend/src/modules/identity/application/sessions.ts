import { Injectable } from '@nestjs/common';
import { SESSION_COOKIE } from '../../../platform/http/session-cookie';
import type { UserView } from '../domain/user';
import type { SessionRequest, SessionResponse } from './ports/http-session';

const settled = (start: (done: (error?: unknown) => void) => unknown) =>
  new Promise<void>((resolve, reject) => {
    start((error) => (error ? reject(error) : resolve()));
  });

/**
 * The one way a session starts and ends. Sign-in is the login guard's last step after the password check,
 * and account creation's (billing) after the payment: both get a new session id (so a planted one is
 * useless) and start the absolute timeout. Identity owns these rules; callers only pass the request.
 */
@Injectable()
export class Sessions {
  async signIn(request: SessionRequest, user: UserView): Promise<void> {
    await settled((done) => request.login(user, done));
    // The wall clock, as the absolute-timeout check reads it (not the app's CLOCK, which tests move).
    request.session.authenticatedAt = Date.now();
  }

  /** Forgets the user, deletes the stored session and clears its cookie. */
  async signOut(request: SessionRequest, response: SessionResponse): Promise<void> {
    await settled((done) => request.logout(done));
    // A store failure must not keep the member signed in on this browser: the cookie is cleared regardless.
    await new Promise<void>((resolve) => request.session.destroy(() => resolve()));
    response.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
