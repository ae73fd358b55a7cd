import request from 'supertest';
import { UserAccounts } from '../src/modules/identity/application/user-accounts';
import { ADMIN, DEMO, startTestApp, type TestApp } from './support/test-app';
import { cookieNamed } from './support/test-client';

describe('identity: sessions, login and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.sql('DELETE FROM rate_limit_buckets'));

  const sessionCookie = (response: request.Response) => cookieNamed(response, 'penwright.sid');

  it('answers 401 on /api/user without a session', async () => {
    const response = await request(t.server).get('/api/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
  });

  it('signs in, returns the user without the hash, and sets a hardened session cookie', async () => {
    const client = await t.client();
    const response = await client.post('/api/login', { email: 'Demo@Penwright.test ', password: DEMO.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: DEMO.email, firstName: 'Dana', isAdmin: false, isActive: true });
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash/);
    const cookie = sessionCookie(response) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(DEMO.email);
  });

  it('rotates the session id at login so a planted id is useless', async () => {
    const client = await t.client();
    const first = await client.post('/api/login', DEMO);
    const firstId = sessionCookie(first)?.split(';')[0];
    const again = await client.post('/api/login', DEMO);
    const secondId = sessionCookie(again)?.split(';')[0];
    expect(firstId).toBeDefined();
    expect(secondId).toBeDefined();
    expect(secondId).not.toBe(firstId);
    const stale = await request(t.server)
      .get('/api/user')
      .set('Cookie', firstId as string);
    expect(stale.status).toBe(401);
  });

  it('refuses wrong passwords and unknown accounts with the same message', async () => {
    const client = await t.client();
    const wrong = await client.post('/api/login', { email: DEMO.email, password: 'not-the-password' });
    const unknown = await client.post('/api/login', { email: 'nobody@penwright.test', password: 'whatever' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it('rate limits an account after repeated failures, even with the right password', async () => {
    const client = await t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      statuses.push((await client.post('/api/login', { email: DEMO.email, password: `wrong-${i}` })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const blocked = await client.post('/api/login', DEMO);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('counts concurrent failures in the database, so parallel guesses cannot exceed the limit', async () => {
    const client = await t.client();
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) => client.post('/api/login', { email: ADMIN.email, password: `p${i}` })),
    );
    const [{ count }] = await t.sql<{ count: number }>(
      "SELECT count FROM rate_limit_buckets WHERE key = 'login:account:admin@penwright.test'",
    );
    expect(responses.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(Number(count)).toBeLessThanOrEqual(16);
    expect((await client.post('/api/login', ADMIN)).status).toBe(429);
  });

  it('refuses an inactive account and ends its existing sessions', async () => {
    const client = await t.signIn(DEMO);
    await t.sql('UPDATE users SET is_active = false WHERE email = ?', [DEMO.email]);
    expect((await client.get('/api/user')).status).toBe(401);
    const fresh = await t.client();
    const refused = await fresh.post('/api/login', DEMO);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account has been deactivated. Please contact support.');
    await t.sql('UPDATE users SET is_active = true WHERE email = ?', [DEMO.email]);
  });

  it('ends a session past the absolute timeout however active it is', async () => {
    const client = await t.signIn(DEMO);
    const dayAndAMinuteAgo = Date.now() - (24 * 60 + 1) * 60_000;
    await t.sql(`UPDATE session SET sess = jsonb_set(sess::jsonb, '{authenticatedAt}', to_jsonb(?::bigint))::json`, [
      dayAndAMinuteAgo,
    ]);
    expect((await client.get('/api/user')).status).toBe(401);
    // A signed-in session that lacks its time of sign-in has no limit to count from: it ends as well.
    const another = await t.signIn(DEMO);
    await t.sql(`UPDATE session SET sess = (sess::jsonb - 'authenticatedAt')::json`);
    expect((await another.get('/api/user')).status).toBe(401);
  });

  it('renews an active session in the store at most once a minute, not on every request', async () => {
    const client = await t.signIn(DEMO);
    const expiry = async () =>
      (await t.sql<{ expire: string }>("SELECT expire::text AS expire FROM session WHERE sess::text LIKE '%passport%'"))
        .map((row) => row.expire)
        .sort();
    const atSignIn = await expiry();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // an unthrottled renewal would move it by a second
    for (let i = 0; i < 3; i++) expect((await client.get('/api/user')).status).toBe(200);
    expect(await expiry()).toEqual(atSignIn);
  });

  it('logs out: the session is destroyed server-side', async () => {
    const client = await t.client();
    const cookie = sessionCookie(await client.post('/api/login', DEMO))?.split(';')[0] as string;
    expect(cookie).toMatch(/^penwright\.sid=s%3A/);
    expect((await client.post('/api/logout')).status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await request(t.server).get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });

  it('renews the idle timeout at most once a minute, in the store and in the cookie; an expired session is gone', async () => {
    const client = await t.client();
    const login = await client.post('/api/login', DEMO);
    const cookie = sessionCookie(login)?.split(';')[0] as string;
    const id = /^s:([\w-]+)\./.exec(decodeURIComponent(cookie.split('=')[1]!))?.[1] as string; // s:<id>.<signature>
    const expiry = async () =>
      Number(
        (
          await t.sql<{ at: number }>('SELECT extract(epoch FROM expire) * 1000 AS at FROM session WHERE sid = ?', [id])
        )[0]?.at,
      );
    const signedIn = await expiry();
    expect(signedIn).toBeGreaterThan(Date.now() + 119 * 60_000);

    // A request within the minute reads the session and writes nothing, nor sends the cookie again.
    const soon = await client.get('/api/user');
    expect(soon.status).toBe(200);
    expect(sessionCookie(soon)).toBeUndefined();
    expect(await expiry()).toBe(signedIn);

    // Five minutes later (the row aged by hand), the next request moves the expiry and sends it.
    await t.sql("UPDATE session SET expire = expire - interval '5 minutes' WHERE sid = ?", [id]);
    const before = Date.now();
    const later = await client.get('/api/user');
    expect(later.status).toBe(200);
    const renewed = await expiry();
    expect(renewed).toBeGreaterThanOrEqual(before + 120 * 60_000 - 1000);
    const expires = Date.parse(/Expires=([^;]+)/.exec(sessionCookie(later) ?? '')?.[1] ?? '');
    expect(Math.abs(expires - renewed!)).toBeLessThan(1000);
    expect(sessionCookie(later)?.split(';')[0]).toBe(cookie);

    // Past its expiry the session no longer signs anyone in, even before the job deletes the row.
    await t.sql("UPDATE session SET expire = now() - interval '1 second' WHERE sid = ?", [id]);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('starts the absolute timeout at sign-in and clears the session cookie at sign-out', async () => {
    await t.sql('DELETE FROM session'); // earlier tests' sessions, one of them aged by hand
    const before = Date.now();
    const client = await t.signIn(DEMO);
    const [{ authenticatedAt }] = await t.sql<{ authenticatedAt: string }>(
      "SELECT sess->>'authenticatedAt' AS \"authenticatedAt\" FROM session WHERE sess::text LIKE '%passport%'",
    );
    expect(Number(authenticatedAt)).toBeGreaterThanOrEqual(before);
    expect(Number(authenticatedAt)).toBeLessThanOrEqual(Date.now());
    const out = await client.post('/api/logout');
    expect(sessionCookie(out)).toMatch(/^penwright\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await t.sql("SELECT sid FROM session WHERE sess::text LIKE '%passport%'")).toEqual([]);
  });

  it('tells a duplicate e-mail or username found by the database by its constraint', async () => {
    const accounts = t.app.get(UserAccounts);
    const member = { firstName: 'Dup', lastName: 'Licate', password: 'a-long-password-2026' };
    const none = { stripeSubscriptionId: null, subscriptionStatus: 'inactive', subscriptionTier: null } as const;
    // createMember skips assertAvailable, as a registration that raced past it would.
    const sameEmail = t.inRequestScope(() =>
      accounts.createMember({ ...member, email: DEMO.email, username: 'someoneelse' }, none),
    );
    await expect(sameEmail).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
    const sameUsername = t.inRequestScope(() =>
      accounts.createMember({ ...member, email: 'dup@penwright.test', username: 'DemoWriter' }, none),
    );
    await expect(sameUsername).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'USERNAME_TAKEN',
      message: 'This username is already taken',
    });
    expect(await t.sql("SELECT id FROM users WHERE email = 'dup@penwright.test'")).toEqual([]);
  });

  it('redirects GET /api/login to the sign-in page', async () => {
    const response = await request(t.server).get('/api/login');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/login');
  });

  it('seeds the administrator once', async () => {
    const rows = await t.sql<{ is_admin: boolean }>('SELECT is_admin FROM users WHERE email = ?', [ADMIN.email]);
    expect(rows).toEqual([{ is_admin: true }]);
    const admin = await t.signIn(ADMIN);
    expect((await admin.get('/api/user')).body.isAdmin).toBe(true);
  });
});

describe('identity: bad input and CSRF', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const sessions = async () => Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM session'))[0].n);

  it.each([
    ['a missing password', { email: DEMO.email }, 'Password is required'],
    ['an invalid email', { email: 'not-an-email', password: 'x' }, 'Please enter a valid email address'],
    ['wrong types', { email: 42, password: ['x'] }, 'Please enter a valid email address'],
    ['an unknown field', { ...DEMO, isAdmin: true }, 'property isAdmin should not exist'],
  ])('answers 400 to %s', async (_name, body, message) => {
    const client = await t.client();
    const response = await client.post('/api/login', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('answers 400 to malformed JSON and 413 to an oversized body, writing nothing', async () => {
    const client = await t.client();
    const malformed = await client.post('/api/login', '{"email": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.statusCode).toBe(400);
    const huge = await client.post('/api/login', { email: DEMO.email, password: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ statusCode: 413, code: 'BODY_TOO_LARGE', message: 'Request body is too large' });
    expect(await sessions()).toBe(0);
  });

  it('refuses a mutation without the CSRF header, with a forged one, and with a forged cookie', async () => {
    const client = await t.client();
    const missing = await client.agent.post('/api/login').send(DEMO);
    const forgedHeader = await client.agent.post('/api/login').set('X-XSRF-TOKEN', 'abc.def').send(DEMO);
    const forgedPair = await request(t.server)
      .post('/api/login')
      .set('Cookie', 'XSRF-TOKEN=abc.def')
      .set('X-XSRF-TOKEN', 'abc.def')
      .send(DEMO);
    for (const response of [missing, forgedHeader, forgedPair]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        statusCode: 403,
        code: 'CSRF_TOKEN_INVALID',
        message: 'Invalid or missing CSRF token',
      });
    }
    expect(await sessions()).toBe(0);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await request(t.server).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.statusCode).toBe(404);
  });
});

describe('identity: production cookie flags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ COOKIE_SECURE: 'true', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure behind an HTTPS proxy', async () => {
    // A cookie jar would not send Secure cookies over the test's plain HTTP, so cookies go by hand.
    const first = await request(t.server).get('/api/health').set('X-Forwarded-Proto', 'https');
    const csrf = ([] as string[]).concat(first.headers['set-cookie']).find((c) => c.startsWith('XSRF-TOKEN='));
    expect(csrf).toMatch(/; Secure/);
    const pair = (csrf as string).split(';')[0];
    const response = await request(t.server)
      .post('/api/login')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', pair)
      .set('X-XSRF-TOKEN', decodeURIComponent(pair.slice('XSRF-TOKEN='.length)))
      .send(DEMO);
    expect(response.status).toBe(200);
    const cookie = ([] as string[]).concat(response.headers['set-cookie']).find((c) => c.startsWith('penwright.sid'));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
  });
});

describe('identity: one app after another in a process', () => {
  // main.js `seed serve` closes the seed step's Nest context before the server starts, as each test file's
  // apps follow one another: sessions must be served by the newest app's services, not the closed one's.
  it('serves sessions with the live app after an earlier one has closed', async () => {
    const earlier = await startTestApp();
    await earlier.close();
    const live = await startTestApp();
    try {
      const client = await live.signIn(DEMO);
      expect((await client.get('/api/user')).status).toBe(200);
    } finally {
      await live.close();
    }
  });
});
