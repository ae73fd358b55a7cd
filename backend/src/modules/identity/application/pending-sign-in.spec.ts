import { DomainError } from '../../../shared/domain/domain-error';
import {
  beginPendingSignIn,
  completeSignIn,
  failedAttempt,
  pendingUserOf,
  type PendingSignInRequest,
} from './pending-sign-in';
import type { Sessions } from './sessions';

/** A request whose session regenerates into a new id, as express-session's does. */
function aRequest() {
  let ids = 0;
  const renewed: (string | null)[] = [];
  const request = {
    sessionID: 'planted',
    session: {} as PendingSignInRequest['session'],
    res: { renewCsrfToken: (id: string | null) => renewed.push(id) },
  } as unknown as PendingSignInRequest;
  const fresh = (): PendingSignInRequest['session'] =>
    ({
      cookie: { maxAge: 30 * 60_000 },
      regenerate(done: (error?: unknown) => void) {
        request.session = fresh();
        request.sessionID = `new-${(ids += 1)}`;
        done();
      },
      save: (done: () => void) => done(),
      destroy: (done: () => void) => done(),
    }) as unknown as PendingSignInRequest['session'];
  request.session = fresh();
  return { request, renewed };
}

const expiredCode = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
};

describe('the second step of a sign-in (D19)', () => {
  const start = new Date('2026-11-28T12:00:00Z');
  const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('starts in a new session holding only the account, for five minutes, with a CSRF token for it', async () => {
    const { request, renewed } = aRequest();
    await beginPendingSignIn(request, 42, start);
    expect(request.sessionID).toBe('new-1');
    expect(renewed).toEqual(['new-1']);
    expect(request.session.cookie.maxAge).toBe(5 * 60_000);
    expect(pendingUserOf(request, later(299))).toBe(42);
    expect(expiredCode(() => pendingUserOf(request, later(301)))).toBe('SECOND_FACTOR_STEP_EXPIRED');
    expect(request.session.pendingSignIn).toBeUndefined(); // an expired step is forgotten
  });

  it('ends after the fifth wrong answer', async () => {
    const { request } = aRequest();
    await beginPendingSignIn(request, 7, start);
    for (let i = 0; i < 4; i += 1) failedAttempt(request);
    expect(pendingUserOf(request, start)).toBe(7);
    failedAttempt(request);
    expect(expiredCode(() => pendingUserOf(request, start))).toBe('SECOND_FACTOR_STEP_EXPIRED');
  });

  it('completes through the ordinary sign-in, leaving no waiting step', async () => {
    const { request } = aRequest();
    await beginPendingSignIn(request, 7, start);
    const signIn = jest.fn().mockResolvedValue(undefined);
    const user = { id: 7 } as never;
    await completeSignIn(request, user, { signIn } as unknown as Sessions);
    expect(signIn).toHaveBeenCalledWith(request, user);
    expect(request.session.pendingSignIn).toBeUndefined();
  });
});
