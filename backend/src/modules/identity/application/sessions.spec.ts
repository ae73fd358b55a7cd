import type { UserView } from '../domain/user';
import type { SessionRequest, SessionResponse } from './ports/http-session';
import type { SessionStore } from './ports/session-store';
import { Sessions } from './sessions';

const user: UserView = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Quill',
  email: 'ada@example.com',
  username: 'adaquill',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  isActive: true,
  isAdmin: false,
  stripeSubscriptionId: null,
  subscriptionStatus: 'active',
  subscriptionTier: 'writer',
  emailConfirmedAt: null,
  membership: { active: true, tier: 'writer', source: 'granted', membersOnlyPages: true },
};

/** A request as passport and the session middleware make it, recording what was asked of it. */
function fakeRequest(options: { loginError?: Error; logoutError?: Error; signedIn?: boolean } = {}) {
  const calls: string[] = [];
  const request: SessionRequest = {
    login: (who, done) => {
      calls.push(`login ${who.id}`);
      done(options.loginError);
    },
    logout: (done) => {
      calls.push('logout');
      done(options.logoutError);
    },
    res: { renewCsrfToken: (sessionId) => calls.push(`csrf token for ${sessionId ?? 'no session'}`) },
    session: {
      ...(options.signedIn !== false && { passport: { user: 7 } }),
      save(done) {
        calls.push(`save ${this.authenticatedAt === undefined ? 'without' : 'with'} the time of sign-in`);
        done();
      },
      destroy: (done) => {
        calls.push('destroy');
        done(new Error('the store is down'));
      },
    },
  };
  return { request, calls };
}

describe('Sessions', () => {
  const deleted: [number, string | null][] = [];
  const store: SessionStore = {
    deleteForUser: async (userId, keep) => {
      deleted.push([userId, keep]);
      return 2;
    },
    listForUser: async () => [],
    deleteOneOf: async () => false,
  };
  const sessions = new Sessions(store);

  it('signs in through passport (a new session id, stored once), then hands out a CSRF token for it', async () => {
    const { request, calls } = fakeRequest();
    await sessions.signIn(request, user);
    expect(calls).toEqual(['login 7', 'csrf token for no session']);
  });

  it('starts no timeout when passport refuses', async () => {
    const { request, calls } = fakeRequest({ loginError: new Error('session store down') });
    await expect(sessions.signIn(request, user)).rejects.toThrow('session store down');
    expect(request.session.authenticatedAt).toBeUndefined();
    expect(calls).toEqual(['login 7']);
  });

  it('signs out: forgets the user, destroys the stored session and clears its cookie, even if the store fails', async () => {
    const { request, calls } = fakeRequest();
    const cleared: unknown[] = [];
    const response: SessionResponse = { clearCookie: (...args) => cleared.push(args) };
    await sessions.signOut(request, response);
    expect(calls).toEqual(['logout', 'destroy', 'csrf token for no session']);
    expect(cleared).toEqual([['penwright.sid', { path: '/' }]]);
  });

  it("clears the cookie and renews the CSRF token when passport's logout fails, and still reports the failure", async () => {
    const { request, calls } = fakeRequest({ logoutError: new Error('the store is down') });
    const cleared: unknown[] = [];
    const response: SessionResponse = { clearCookie: (...args) => cleared.push(args) };
    await expect(sessions.signOut(request, response)).rejects.toThrow('the store is down');
    expect(calls).toEqual(['logout', 'destroy', 'csrf token for no session']);
    expect(cleared).toEqual([['penwright.sid', { path: '/' }]]);
  });

  it('does not ask passport to log out a visitor (it would store a session only to end it)', async () => {
    const { request, calls } = fakeRequest({ signedIn: false });
    await sessions.signOut(request, { clearCookie: () => undefined });
    expect(calls).toEqual(['destroy', 'csrf token for no session']);
  });

  it("ends a user's sessions through the store, keeping the one named", async () => {
    await expect(sessions.endAllOf(7)).resolves.toBe(2);
    await sessions.endAllOf(8, 'editor-sid');
    expect(deleted).toEqual([
      [7, null],
      [8, 'editor-sid'],
    ]);
  });
});
