import { sign } from 'cookie-signature';
import type { SessionData } from 'express-session';
import request from 'supertest';
import type { Request, Response } from 'express';
import { MikroOrmSessionStore } from '../src/modules/identity/infrastructure/mikro-orm-session-store';
import { csrfProtection } from '../src/platform/http/csrf';
import { DEMO, startTestApp, type TestApp } from './support/test-app';
import { cookieNamed, setCookies } from './support/test-client';

// Three secrets of 32+ characters: the current one signs, the previous one still verifies, the removed one is gone.
const CURRENT = 'current-session-secret-for-the-rotation-test';
const PREVIOUS = 'previous-session-secret-for-the-rotation-test';
const REMOVED = 'removed-session-secret-for-the-rotation-test';

const sessionCookie = (response: request.Response) => cookieNamed(response, 'penwright.sid');
/** The session id a `Set-Cookie: penwright.sid=s:<id>.<signature>` names. */
const sessionIdOf = (cookie: string) => /^s:([^.]+)\./.exec(decodeURIComponent(cookie.split(';')[0].split('=')[1]))![1];
const cookieFor = (id: string, secret: string) => `penwright.sid=${encodeURIComponent(`s:${sign(id, secret)}`)}`;
/** The CSRF token the app's own middleware hands a client with `sessionCookie` when `secret` comes first. */
function csrfTokenUnder(secret: string, sessionCookie: string): string {
  let token = '';
  const req = { method: 'GET', path: '/api/user', headers: { cookie: sessionCookie }, get: () => undefined };
  const res = { cookie: (_name: string, value: string) => (token = value) };
  csrfProtection({ secrets: [secret], secure: false, exempt: [] })(
    req as unknown as Request,
    res as unknown as Response,
    () => undefined,
  );
  return token;
}
const CLEARED = /^penwright\.sid=;.*Expires=Thu, 01 Jan 1970/;

describe('identity: sessions on express-session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SESSION_SECRET: `${CURRENT}, ${PREVIOUS}` });
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  /** Signs DEMO in and answers the new session's id. */
  async function signedInSession(): Promise<string> {
    const client = await t.client();
    const login = await client.post('/api/login', DEMO);
    expect(login.status).toBe(200);
    return sessionIdOf(sessionCookie(login)!);
  }
  const rows = async () => Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM session'))[0].n);

  it('signs new cookies with the first secret and still accepts one signed with a later secret of the list', async () => {
    const id = await signedInSession();
    const current = await request(t.server).get('/api/user').set('Cookie', cookieFor(id, CURRENT));
    expect(current.status).toBe(200);
    const previous = await request(t.server).get('/api/user').set('Cookie', cookieFor(id, PREVIOUS));
    expect(previous.status).toBe(200);
    expect(previous.body.email).toBe(DEMO.email);
    expect(sessionCookie(previous)).toBeUndefined(); // nothing to renew yet: the cookie is not sent again
  });

  it('accepts, after a rotation, the CSRF token an open tab was given under the previous first secret', async () => {
    const id = await signedInSession();
    // The tab's cookies as the app signed them before the rotation, when PREVIOUS came first.
    const session = cookieFor(id, PREVIOUS);
    const token = csrfTokenUnder(PREVIOUS, session);
    const out = await request(t.server)
      .post('/api/logout')
      .set('Cookie', `${session}; XSRF-TOKEN=${token}`)
      .set('X-XSRF-TOKEN', token);
    expect(out.status).toBe(204);
    // A token signed with a secret no longer in the list is refused.
    const other = cookieFor(await signedInSession(), CURRENT);
    const stale = csrfTokenUnder(REMOVED, other);
    const refused = await request(t.server)
      .post('/api/logout')
      .set('Cookie', `${other}; XSRF-TOKEN=${stale}`)
      .set('X-XSRF-TOKEN', stale);
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'CSRF_TOKEN_INVALID' });
  });

  it('refuses a cookie signed with a secret removed from the list, and clears it', async () => {
    const id = await signedInSession();
    const refused = await request(t.server).get('/api/user').set('Cookie', cookieFor(id, REMOVED));
    expect(refused.status).toBe(401);
    expect(sessionCookie(refused)).toMatch(CLEARED);
  });

  it('clears a cookie that names no live session, and stores nothing for it', async () => {
    await t.sql('DELETE FROM session');
    const unknown = await request(t.server)
      .get('/api/user')
      .set('Cookie', cookieFor('no-such-session-id-0123456789abc', CURRENT));
    expect(unknown.status).toBe(401);
    expect(sessionCookie(unknown)).toMatch(CLEARED);
    // An expired one as well, before the expiry job has deleted its row.
    const id = await signedInSession();
    await t.sql("UPDATE session SET expire = now() - interval '1 second' WHERE sid = ?", [id]);
    const expired = await request(t.server).get('/api/user').set('Cookie', cookieFor(id, CURRENT));
    expect(expired.status).toBe(401);
    expect(sessionCookie(expired)).toMatch(CLEARED);
    expect(await rows()).toBe(1); // the expired row only, left to ExpiredSessionsJob
  });

  it("ends a deactivated member's session: the row is deleted and the cookie cleared", async () => {
    const id = await signedInSession();
    await t.sql('UPDATE users SET is_active = false WHERE email = ?', [DEMO.email]);
    try {
      const refused = await request(t.server).get('/api/user').set('Cookie', cookieFor(id, CURRENT));
      expect(refused.status).toBe(401);
      expect(sessionCookie(refused)).toMatch(CLEARED);
      expect(await t.sql('SELECT sid FROM session WHERE sid = ?', [id])).toEqual([]);
    } finally {
      await t.sql('UPDATE users SET is_active = true WHERE email = ?', [DEMO.email]);
    }
  });

  it('refuses to sign in a deactivated account, as before, and stores no session', async () => {
    await t.sql('DELETE FROM session');
    await t.sql('UPDATE users SET is_active = false WHERE email = ?', [DEMO.email]);
    try {
      const client = await t.client();
      const refused = await client.post('/api/login', DEMO);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        code: 'ACCOUNT_DEACTIVATED',
        message: 'This account has been deactivated. Please contact support.',
      });
      expect(sessionCookie(refused)).toBeUndefined();
      expect(await rows()).toBe(0);
    } finally {
      await t.sql('UPDATE users SET is_active = true WHERE email = ?', [DEMO.email]);
    }
  });

  it('refuses the old cookie replayed after sign-out', async () => {
    const client = await t.client();
    const login = await client.post('/api/login', DEMO);
    const cookie = sessionCookie(login)!.split(';')[0];
    expect((await client.post('/api/logout')).status).toBe(204);
    const replayed = await request(t.server).get('/api/user').set('Cookie', cookie);
    expect(replayed.status).toBe(401);
    expect(sessionCookie(replayed)).toMatch(CLEARED);
    expect(await t.sql('SELECT sid FROM session WHERE sid = ?', [sessionIdOf(cookie)])).toEqual([]);
  });

  it('clears the cookie and renews the CSRF token at sign-out even when the session store fails', async () => {
    const client = await t.client();
    const login = await client.post('/api/login', DEMO);
    const tokenBefore = client.csrfToken;
    await t.sql(`CREATE FUNCTION refuse_session_writes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the session store is failing'; END $$`);
    await t.sql(
      'CREATE TRIGGER refuse_session_writes BEFORE UPDATE OR DELETE ON session FOR EACH ROW EXECUTE FUNCTION refuse_session_writes()',
    );
    try {
      const out = await client.post('/api/logout');
      expect(out.status).toBe(500);
      expect(sessionCookie(out)).toMatch(CLEARED);
      expect(client.csrfToken).not.toBe(tokenBefore);
      expect(sessionCookie(login)).toBeDefined();
    } finally {
      await t.sql('DROP TRIGGER refuse_session_writes ON session');
      await t.sql('DROP FUNCTION refuse_session_writes()');
    }
  });

  /** Records every row the statements on the session table insert, update or delete, until `stop`. */
  async function watchSessionWrites() {
    await t.sql('CREATE TABLE session_writes (op text NOT NULL)');
    await t.sql(`CREATE FUNCTION note_session_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO session_writes VALUES (TG_OP); RETURN NULL; END $$`);
    await t.sql(
      'CREATE TRIGGER note_session_write AFTER INSERT OR UPDATE OR DELETE ON session FOR EACH ROW EXECUTE FUNCTION note_session_write()',
    );
    return {
      ops: async () => (await t.sql<{ op: string }>('SELECT op FROM session_writes')).map((row) => row.op),
      stop: async () => {
        await t.sql('DROP TRIGGER note_session_write ON session');
        await t.sql('DROP FUNCTION note_session_write()');
        await t.sql('DROP TABLE session_writes');
      },
    };
  }

  it("leaves the session table untouched on a visitor's sign-out", async () => {
    const writes = await watchSessionWrites();
    try {
      const visitor = await t.client();
      const out = await visitor.post('/api/logout');
      expect(out.status).toBe(204);
      expect(sessionCookie(out)).toMatch(CLEARED);
      // Nor does the store insert a session no one is signed in to, whatever asks it to.
      const store = t.app.get(MikroOrmSessionStore);
      const anonymous = { cookie: { path: '/', originalMaxAge: 60_000 } } as SessionData;
      await new Promise<void>((resolve, reject) =>
        store.set('a-visitor-session-never-stored-00', anonymous, (error) => (error ? reject(error) : resolve())),
      );
      expect(await writes.ops()).toEqual([]);
    } finally {
      await writes.stop();
    }
  });

  it('stores a sign-in in one write, the time of sign-in included', async () => {
    const writes = await watchSessionWrites();
    try {
      const before = Date.now();
      const id = await signedInSession();
      expect(await writes.ops()).toEqual(['INSERT']);
      const [row] = await t.sql<{ sess: { authenticatedAt?: number; passport?: { user?: number } } }>(
        'SELECT sess FROM session WHERE sid = ?',
        [id],
      );
      expect(row.sess.authenticatedAt).toBeGreaterThanOrEqual(before);
      expect(row.sess.passport?.user).toEqual(expect.any(Number));
    } finally {
      await writes.stop();
    }
  });

  it('clears a cookie whose stored session signs no one in, and sends no other session cookie after it', async () => {
    // A row without a user (a visitor's sign-out stored one before), its expiry due for renewal.
    const id = 'a-stored-session-without-a-user-01';
    const sess = { cookie: { path: '/', httpOnly: true } };
    await t.sql("INSERT INTO session (sid, sess, expire) VALUES (?, ?, now() + interval '10 minutes')", [
      id,
      JSON.stringify(sess),
    ]);
    const answer = await request(t.server).get('/api/user').set('Cookie', cookieFor(id, CURRENT));
    expect(answer.status).toBe(401);
    const cookies = setCookies(answer).filter((c) => c.startsWith('penwright.sid='));
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(CLEARED);
  });

  it('moves the expiry at most once per renewal interval: no store write and no cookie on the reads between', async () => {
    const id = await signedInSession();
    const cookie = cookieFor(id, CURRENT);
    const expiry = async () =>
      (await t.sql<{ expire: string }>('SELECT expire::text AS expire FROM session WHERE sid = ?', [id]))[0].expire;
    const read = () => request(t.server).get('/api/user').set('Cookie', cookie);

    // Due: the row aged by two minutes (the interval is one), so the next read renews, once.
    await t.sql("UPDATE session SET expire = expire - interval '2 minutes' WHERE sid = ?", [id]);
    const aged = await expiry();
    const renewing = await read();
    expect(renewing.status).toBe(200);
    expect(sessionCookie(renewing)).toMatch(/^penwright\.sid=s%3A/);
    const renewed = await expiry();
    expect(renewed).not.toBe(aged);

    // Not due again within the minute: a burst of reads, concurrent ones included, leaves the row and sends no cookie.
    const burst = await Promise.all(Array.from({ length: 8 }, read));
    for (const response of burst) {
      expect(response.status).toBe(200);
      expect(sessionCookie(response)).toBeUndefined();
    }
    expect(await expiry()).toBe(renewed);
  });

  it('never brings back a signed-in session deleted while a request was renewing it', async () => {
    const id = await signedInSession();
    const store = t.app.get(MikroOrmSessionStore);
    const loaded = await new Promise<SessionData>((resolve, reject) =>
      store.get(id, (error, session) => (error ? reject(error) : resolve(session!))),
    );
    await t.sql('DELETE FROM session WHERE sid = ?', [id]); // signed out in another tab meanwhile
    await new Promise<void>((resolve, reject) =>
      store.set(id, { ...loaded, renewedAt: Date.now() }, (error) => (error ? reject(error) : resolve())),
    );
    expect(await t.sql('SELECT sid FROM session WHERE sid = ?', [id])).toEqual([]);
  });

  it("keeps a member's and a visitor's concurrent requests apart: no user or session leaks between them", async () => {
    const id = await signedInSession();
    const member = cookieFor(id, CURRENT);
    const stale = cookieFor('a-session-that-does-not-exist-000', CURRENT);
    const kinds = Array.from({ length: 30 }, (_, i) => (['member', 'visitor', 'stale'] as const)[i % 3]);
    const responses = await Promise.all(
      kinds.map((kind) => {
        const call = request(t.server).get('/api/user');
        return kind === 'member' ? call.set('Cookie', member) : kind === 'stale' ? call.set('Cookie', stale) : call;
      }),
    );
    responses.forEach((response, i) => {
      if (kinds[i] === 'member') {
        expect(response.status).toBe(200);
        expect(response.body.email).toBe(DEMO.email);
        expect(sessionCookie(response)).toBeUndefined();
      } else {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
        // The visitor gets no session cookie at all; the stale cookie is only cleared, never given a session.
        if (kinds[i] === 'visitor') expect(sessionCookie(response)).toBeUndefined();
        else expect(sessionCookie(response)).toMatch(CLEARED);
      }
    });
  });
});
