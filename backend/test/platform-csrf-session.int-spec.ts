import request from 'supertest';
import { DEMO, startTestApp, type TestApp } from './support/test-app';

describe('CSRF tokens bound to the session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A logout sent with the session cookie that `signedIn` set and the given CSRF token as cookie and header. */
  const withSession = (signedIn: request.Response, token: string) => {
    const session = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith('penwright.sid='))!
      .split(';')[0];
    return request(t.server)
      .post('/api/logout')
      .set('Cookie', `${session}; XSRF-TOKEN=${encodeURIComponent(token)}`)
      .set('X-XSRF-TOKEN', token);
  };

  it('hands out a new token at sign-in and refuses the one from before it', async () => {
    const client = await t.client();
    const before = client.csrfToken;
    const login = await client.post('/api/login', DEMO);
    expect(login.status).toBe(200);
    expect(client.csrfToken).not.toBe(before); // the login answer set a new XSRF-TOKEN cookie

    const stale = await withSession(login, before);
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({
      statusCode: 403,
      code: 'CSRF_TOKEN_INVALID',
      message: 'Invalid or missing CSRF token',
    });
    expect((await client.get('/api/user')).status).toBe(200); // still signed in

    expect((await client.post('/api/logout')).status).toBe(204);
  });

  it('hands out a new token at sign-out, and the signed-in one no longer works', async () => {
    const client = await t.signIn(DEMO);
    const signedIn = client.csrfToken;
    expect((await client.post('/api/logout')).status).toBe(204);
    expect(client.csrfToken).not.toBe(signedIn);
    // The visitor's new token works for the next sign-in.
    expect((await client.post('/api/login', DEMO)).status).toBe(200);
  });

  it("refuses a token planted in the victim's browser before sign-in (login CSRF / fixation)", async () => {
    const attacker = await t.client();
    const planted = attacker.csrfToken;
    const victim = await t.client();
    const forged = await withSession(await victim.post('/api/login', DEMO), planted);
    expect(forged.status).toBe(403);
  });
});
