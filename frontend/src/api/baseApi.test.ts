import { createStore } from '../app/store';
import { authApi } from '../features/auth/authApi';
import { member } from '../test/fixtures';
import { json, mockServer, unauthorized } from '../test/mockServer';
import { baseApi } from './baseApi';
import { readCsrfToken } from './csrfCookie';

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(clearCookies);

describe('readCsrfToken', () => {
  it('finds and decodes the XSRF-TOKEN cookie', () => {
    expect(readCsrfToken('a=1; XSRF-TOKEN=s%3Aabc.def%2Fg; b=2')).toBe('s:abc.def/g');
    expect(readCsrfToken('a=1')).toBeNull();
  });
});

describe('baseApi', () => {
  it('sends credentials, and the CSRF header on mutations only', async () => {
    document.cookie = 'XSRF-TOKEN=token%2F1';
    const server = mockServer({ 'GET /api/user': unauthorized, 'POST /api/login': () => json(200, member) });
    const store = createStore();

    await store.dispatch(authApi.endpoints.getUser.initiate());
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'ada@example.com', password: 'pw' }));

    const [get, post] = server.requests;
    expect(get?.credentials).toBe('include');
    expect(get?.headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(post?.credentials).toBe('include');
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('token/1');
  });

  it('sends a mutation once more when the CSRF rejection delivered a fresh token', async () => {
    const server = mockServer({
      'POST /api/logout': (request) => {
        if (request.headers.get('X-XSRF-TOKEN') === 'fresh') return json(204);
        document.cookie = 'XSRF-TOKEN=fresh'; // what the server's Set-Cookie does in a browser
        return json(403, { statusCode: 403, code: 'CSRF_TOKEN_INVALID', message: 'Invalid or missing CSRF token' });
      },
    });
    const store = createStore();

    const result = await store.dispatch(authApi.endpoints.logout.initiate());

    expect(result.error).toBeUndefined();
    expect(server.calls()).toEqual(['POST /api/logout', 'POST /api/logout']);
  });

  it('knows the CSRF rejection by its code, whatever its message says', async () => {
    const server = mockServer({
      'POST /api/logout': (request) => {
        if (request.headers.get('X-XSRF-TOKEN') === 'renewed') return json(204);
        document.cookie = 'XSRF-TOKEN=renewed';
        return json(403, { statusCode: 403, code: 'CSRF_TOKEN_INVALID', message: 'Your form expired; sending again' });
      },
    });

    const result = await createStore().dispatch(authApi.endpoints.logout.initiate());

    expect(result.error).toBeUndefined();
    expect(server.calls()).toEqual(['POST /api/logout', 'POST /api/logout']);
  });

  it('does not send again after another 403, even one worded like the CSRF refusal', async () => {
    document.cookie = 'XSRF-TOKEN=before';
    const server = mockServer({
      'POST /api/logout': () => {
        document.cookie = 'XSRF-TOKEN=after';
        return json(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Invalid or missing CSRF token' });
      },
    });

    const result = await createStore().dispatch(authApi.endpoints.logout.initiate());

    expect(result.error).toMatchObject({ status: 403 });
    expect(server.calls()).toEqual(['POST /api/logout']);
  });

  it('does not repeat a CSRF rejection when no new token arrived', async () => {
    document.cookie = 'XSRF-TOKEN=stale';
    const server = mockServer({
      'POST /api/logout': () =>
        json(403, { statusCode: 403, code: 'CSRF_TOKEN_INVALID', message: 'Invalid or missing CSRF token' }),
    });

    const result = await createStore().dispatch(authApi.endpoints.logout.initiate());

    expect(result.error).toMatchObject({ status: 403 });
    expect(server.calls()).toEqual(['POST /api/logout']);
  });

  it('turns a 401 session check into "no user" rather than an error', async () => {
    mockServer({ 'GET /api/user': unauthorized });
    const result = await createStore().dispatch(authApi.endpoints.getUser.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('asks for the session again when another call answers 401, so an ended session shows at once', async () => {
    let signedIn = true;
    const server = mockServer({
      'GET /api/user': () => (signedIn ? json(200, member) : unauthorized()),
      'GET /api/payouts/me': unauthorized,
    });
    const store = createStore();
    await store.dispatch(authApi.endpoints.getUser.initiate());
    expect(authApi.endpoints.getUser.select()(store.getState()).data).toEqual(member);

    signedIn = false; // an editor deactivated the member meanwhile
    await store.dispatch(
      baseApi
        .injectEndpoints({
          endpoints: (build) => ({ probe401: build.query<unknown, void>({ query: () => '/api/payouts/me' }) }),
        })
        .endpoints.probe401.initiate(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests.filter((request) => new URL(request.url).pathname === '/api/user')).toHaveLength(2);
    expect(authApi.endpoints.getUser.select()(store.getState()).data).toBeNull();
  });
});
