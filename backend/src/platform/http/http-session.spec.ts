import { sign } from 'cookie-signature';
import type { Request, Response } from 'express';
import { sessionMiddleware, type Session, type SessionOptions } from './http-session';
import type { SessionData, SessionStore, StoredSession } from './session-store';

const SECRET = 'a-session-secret-for-these-tests';
const MINUTE = 60_000;
const IDLE = 120 * MINUTE;

/** The store in memory, recording each write. */
class MemoryStore implements SessionStore {
  readonly rows = new Map<string, StoredSession>();
  readonly writes: string[] = [];

  async load(id: string, now: number) {
    const row = this.rows.get(id);
    return row && row.expiresAt > now ? { data: structuredClone(row.data), expiresAt: row.expiresAt } : null;
  }
  async save(id: string, data: SessionData, expiresAt: number) {
    this.writes.push(`save ${id}`);
    this.rows.set(id, { data: JSON.parse(JSON.stringify(data)), expiresAt });
  }
  async renew(id: string, expiresAt: number) {
    this.writes.push(`renew ${id}`);
    const row = this.rows.get(id);
    if (row) row.expiresAt = expiresAt;
  }
  async destroy(id: string) {
    this.writes.push(`destroy ${id}`);
    this.rows.delete(id);
  }
}

/** A response that keeps its headers, as Node's does. */
function fakeResponse(): Response {
  const headers = new Map<string, unknown>();
  return {
    headersSent: false,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as Response;
}

const cookieFor = (id: string, secret = SECRET) => `penwright.sid=${encodeURIComponent(`s:${sign(id, secret)}`)}`;
const sessionCookies = (res: Response) =>
  ((res.getHeader('Set-Cookie') as string[] | undefined) ?? []).filter((line) => line.startsWith('penwright.sid='));

function setUp(options: Partial<SessionOptions> = {}) {
  const store = new MemoryStore();
  const clock = { ms: Date.UTC(2026, 10, 27, 12) };
  const middleware = sessionMiddleware(store, {
    secret: SECRET,
    idleMs: IDLE,
    renewEveryMs: MINUTE,
    secure: false,
    now: () => clock.ms,
    ...options,
  });
  const run = async (cookie?: string, extra: Partial<Request> = {}) => {
    const req = { headers: cookie ? { cookie } : {}, secure: false, ...extra } as Request;
    const res = fakeResponse();
    const error = await new Promise<unknown>((resolve) => middleware(req, res, resolve));
    return { req, res, error };
  };
  return { store, clock, run };
}

const save = (session: Session) => new Promise<unknown>((resolve) => session.save(resolve));
const regenerate = (session: Session) => new Promise<unknown>((resolve) => session.regenerate(resolve));
const destroy = (session: Session) => new Promise<unknown>((resolve) => session.destroy(resolve));

describe('sessionMiddleware', () => {
  it('gives a request without a cookie a new session, stored and sent only once saved', async () => {
    const { store, clock, run } = setUp();
    const { req, res, error } = await run();
    expect(error).toBeUndefined();
    expect(req.sessionID).toMatch(/^[\w-]{32}$/);
    expect(req.session.id).toBe(req.sessionID);
    expect(sessionCookies(res)).toEqual([]);
    expect(store.writes).toEqual([]);

    req.session.passport = { user: 7 };
    await save(req.session);
    expect(store.rows.get(req.sessionID)).toEqual({ data: { passport: { user: 7 } }, expiresAt: clock.ms + IDLE });
    expect(sessionCookies(res)).toEqual([
      `${cookieFor(req.sessionID)}; Path=/; Expires=${new Date(clock.ms + IDLE).toUTCString()}; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('loads the session the signed cookie names, and writes nothing while its expiry is recent', async () => {
    const { store, clock, run } = setUp();
    await store.save('sid-1', { passport: { user: 7 }, authenticatedAt: 1 }, clock.ms + IDLE - 30_000);
    store.writes.length = 0;
    const { req, res } = await run(`XSRF-TOKEN=abc; ${cookieFor('sid-1')}`);
    expect(req.sessionID).toBe('sid-1');
    expect({ ...req.session }).toEqual({ passport: { user: 7 }, authenticatedAt: 1 });
    expect(store.writes).toEqual([]);
    expect(sessionCookies(res)).toEqual([]);
  });

  it('renews the expiry, in the store and the cookie, once a renewal interval has passed', async () => {
    const { store, clock, run } = setUp();
    await store.save('sid-1', { passport: { user: 7 } }, clock.ms + IDLE - MINUTE);
    store.writes.length = 0;
    const { res } = await run(cookieFor('sid-1'));
    expect(store.writes).toEqual(['renew sid-1']);
    expect(store.rows.get('sid-1')?.expiresAt).toBe(clock.ms + IDLE);
    expect(sessionCookies(res)).toEqual([
      `${cookieFor('sid-1')}; Path=/; Expires=${new Date(clock.ms + IDLE).toUTCString()}; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('starts a new session for a forged, unsigned, unknown or expired id, without touching the stored one', async () => {
    const { store, clock, run } = setUp();
    await store.save('sid-1', { passport: { user: 7 } }, clock.ms + 1000);
    for (const cookie of [
      cookieFor('sid-1', 'another-secret'),
      'penwright.sid=sid-1',
      `penwright.sid=${encodeURIComponent('s:sid-1')}`,
      cookieFor('sid-unknown'),
      'penwright.sid=%E0%A4%A',
    ]) {
      const { req, error } = await run(cookie);
      expect({ cookie, error, user: req.session.passport, fresh: req.sessionID !== 'sid-1' }).toEqual({
        cookie,
        error: undefined,
        user: undefined,
        fresh: true,
      });
    }
    clock.ms += 1000;
    const { req } = await run(cookieFor('sid-1'));
    expect(req.sessionID).not.toBe('sid-1');
    expect(req.session.passport).toBeUndefined();
    expect(store.writes).toEqual(['save sid-1']);
  });

  it('regenerates: the old session is deleted and the new id has no cookie until it is saved', async () => {
    const { store, clock, run } = setUp();
    await store.save('sid-1', { passport: { user: 7 } }, clock.ms + IDLE - 2 * MINUTE);
    const { req, res } = await run(cookieFor('sid-1')); // due for renewal: the cookie is on the answer
    expect(sessionCookies(res)).toHaveLength(1);
    await regenerate(req.session);
    expect(store.rows.has('sid-1')).toBe(false);
    expect(req.sessionID).not.toBe('sid-1');
    expect({ ...req.session }).toEqual({});
    expect(sessionCookies(res)).toEqual([]);
    await save(req.session);
    expect(sessionCookies(res)).toEqual([expect.stringContaining(cookieFor(req.sessionID))]);
  });

  it('destroys: the store forgets the session, the answer carries no session cookie, other cookies stay', async () => {
    const { store, clock, run } = setUp();
    await store.save('sid-1', { passport: { user: 7 } }, clock.ms + IDLE - 2 * MINUTE);
    const { req, res } = await run(cookieFor('sid-1'));
    res.setHeader('Set-Cookie', [...(res.getHeader('Set-Cookie') as string[]), 'XSRF-TOKEN=t; Path=/']);
    await destroy(req.session);
    expect(store.rows.has('sid-1')).toBe(false);
    expect(res.getHeader('Set-Cookie')).toEqual(['XSRF-TOKEN=t; Path=/']);
    expect(req.session.passport).toBeUndefined();
  });

  it('does not delete a store row for a session that was never stored', async () => {
    const { store, run } = setUp();
    const { req } = await run();
    await regenerate(req.session);
    await destroy(req.session);
    expect(store.writes).toEqual([]);
  });

  it('marks the cookie Secure on HTTPS requests when asked to follow the scheme', async () => {
    const { run } = setUp({ secure: 'auto' });
    for (const secure of [true, false]) {
      const { req, res } = await run(undefined, { secure });
      await save(req.session);
      expect(sessionCookies(res)[0]?.includes('; Secure')).toBe(secure);
    }
  });

  it('passes a store that fails to load on as an error', async () => {
    const { store, run } = setUp();
    const down = new Error('connect ECONNREFUSED');
    store.load = () => Promise.reject(down);
    const { error } = await run(cookieFor('sid-1'));
    expect(error).toBe(down);
  });

  it('reports a failed save to its caller and sends no cookie', async () => {
    const { store, run } = setUp();
    const down = new Error('connect ECONNREFUSED');
    store.save = () => Promise.reject(down);
    const { req, res } = await run();
    await expect(save(req.session)).resolves.toBe(down);
    expect(sessionCookies(res)).toEqual([]);
  });

  it('keeps a session whose expiry could not be renewed: the request goes on, without a new cookie', async () => {
    const { store, clock, run } = setUp();
    await store.save('sid-1', { passport: { user: 7 } }, clock.ms + IDLE - 2 * MINUTE);
    store.renew = () => Promise.reject(new Error('connect ECONNREFUSED'));
    const { req, res, error } = await run(cookieFor('sid-1'));
    expect(error).toBeUndefined();
    expect(req.session.passport).toEqual({ user: 7 });
    expect(sessionCookies(res)).toEqual([]);
  });

  it('refuses to save a session that was replaced, so a kept reference cannot bring back its id', async () => {
    const { store, clock, run } = setUp();
    await store.save('sid-1', { passport: { user: 7 } }, clock.ms + IDLE);
    const { req } = await run(cookieFor('sid-1'));
    const old = req.session;
    await regenerate(old);
    await expect(save(old)).resolves.toEqual(new Error('This session was replaced and cannot be saved'));
    expect(store.rows.has('sid-1')).toBe(false);
  });

  it('will not run without a secret', () => {
    expect(() => setUp({ secret: '' })).toThrow('sessionMiddleware needs a secret');
  });
});
