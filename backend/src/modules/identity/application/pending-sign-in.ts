import { PENDING_SIGN_IN } from '../domain/two-factor';
import { secondStepExpired } from '../domain/identity.errors';
import type { UserView } from '../domain/user';
import type { SessionRequest } from './ports/http-session';
import type { Sessions } from './sessions';

type Done = (error?: unknown) => void;

/** The session of a sign-in between its password and its second factor (D19). */
export interface PendingSignInRequest extends SessionRequest {
  session: SessionRequest['session'] & {
    pendingSignIn?: { userId: number; since: number; attempts: number };
    regenerate(done: Done): unknown;
    cookie: { maxAge?: number | null };
  };
}

/**
 * The second step of a sign-in, kept in the session: which account, since when, how many wrong codes. Every factor
 * (an authenticator code, a recovery code, a passkey) reads the waiting account with `pendingUserOf`, counts a
 * wrong answer with `failedAttempt` and finishes with `completeSignIn`.
 */

/** After a right password: a new session id (a planted one is useless) holding only the waiting account. */
export async function beginPendingSignIn(request: PendingSignInRequest, userId: number, now: Date): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    request.session.regenerate((error) => (error ? reject(error) : resolve()));
  });
  request.session.pendingSignIn = { userId, since: now.getTime(), attempts: 0 };
  // The stored row goes with the step: nothing of it outlives the five minutes.
  request.session.cookie.maxAge = PENDING_SIGN_IN.seconds * 1000;
  request.res?.renewCsrfToken?.(request.sessionID ?? null);
}

/** The account waiting for its second step; refused when there is none, or it waited too long. */
export function pendingUserOf(request: PendingSignInRequest, now: Date): number {
  const pending = request.session.pendingSignIn;
  if (!pending) throw secondStepExpired();
  if (now.getTime() - pending.since > PENDING_SIGN_IN.seconds * 1000) {
    delete request.session.pendingSignIn;
    throw secondStepExpired();
  }
  return pending.userId;
}

/** A wrong answer: after the step's last attempt the password has to be given again. */
export function failedAttempt(request: PendingSignInRequest): void {
  const pending = request.session.pendingSignIn;
  if (!pending) return;
  pending.attempts += 1;
  if (pending.attempts >= PENDING_SIGN_IN.attempts) delete request.session.pendingSignIn;
}

/** The factor checked out: the ordinary sign-in, whose new session id leaves the waiting session behind. */
export async function completeSignIn(request: PendingSignInRequest, user: UserView, sessions: Sessions): Promise<void> {
  delete request.session.pendingSignIn;
  await sessions.signIn(request, user);
}
