import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SOCIAL_FEED } from '../src/modules/content/content.tokens';
import { XApiSocialFeed } from '../src/modules/content/infrastructure/feed/x-api-social-feed';
import { SOCIAL_POSTS } from '../src/modules/content/infrastructure/seed/social-posts.seed';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

const TOKEN = 'test-bearer-token';
const TWEETS = [
  { id: '1860000000000000002', text: 'Newest post from X', created_at: '2026-11-21T10:00:00.000Z' },
  { id: '1860000000000000001', text: 'Older post from X', created_at: '2026-11-20T09:30:00.000Z' },
];

/** A stand-in for api.x.com: the two v2 endpoints the adapter calls, switchable to failure. */
class FakeXApi {
  mode: 'ok' | 'error' | 'unauthorized' | 'garbage' = 'ok';
  tweets: unknown[] = TWEETS;
  readonly requests: IncomingMessage[] = [];
  readonly server: Server = createServer((req, res) => {
    this.requests.push(req);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${TOKEN}` || this.mode === 'unauthorized') {
      return send(401, { title: 'Unauthorized', status: 401 });
    }
    if (this.mode === 'error') return send(503, { title: 'Service Unavailable' });
    if (this.mode === 'garbage') return send(200, '<html>not json');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/2/users/by/username/penwright')
      return send(200, { data: { id: '42', username: 'penwright' } });
    if (url.pathname === '/2/users/42/tweets') return send(200, { data: this.tweets, meta: { result_count: 2 } });
    send(404, { title: 'Not Found' });
  });

  async start(): Promise<string> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

describe('content: social feed from the X API', () => {
  const x = new FakeXApi();
  let t: TestApp;
  let feed: XApiSocialFeed;
  beforeAll(async () => {
    const base = await x.start();
    t = await startTestApp({
      X_BEARER_TOKEN: TOKEN,
      X_USERNAME: 'penwright',
      X_API_BASE_URL: base,
      CONTENT_CACHE_SECONDS: '0',
    });
    feed = t.app.get(SOCIAL_FEED);
  });
  afterAll(async () => {
    await t.close();
    x.server.close();
  });

  it('binds the X adapter', () => {
    expect(feed).toBeInstanceOf(XApiSocialFeed);
  });

  it('serves the X posts as {id, text, created_at}, with the bearer token and the right query', async () => {
    const response = await request(t.server).get('/api/twitter/feed');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(TWEETS);
    const timeline = x.requests.find((r) => r.url?.startsWith('/2/users/42/tweets'));
    const query = new URL(timeline?.url ?? '/', 'http://x').searchParams;
    expect(query.get('tweet.fields')).toBe('created_at');
    expect(query.get('max_results')).toBe('10');
  });

  it('tells the admin that X is the live source, while the stored posts stay manageable', async () => {
    const admin = await t.signIn(ADMIN);
    const response = await admin.get('/api/admin/feed-posts');
    expect(response.status).toBe(200);
    expect(response.body.source).toBe('x');
    expect(response.body.total).toBe(SOCIAL_POSTS.length);
  });

  it('serves from memory between refreshes', async () => {
    const before = x.requests.length;
    await request(t.server).get('/api/twitter/feed');
    await request(t.server).get('/api/twitter/feed');
    expect(x.requests.length).toBe(before);
  });

  it('picks up new posts on refresh, dropping malformed ones', async () => {
    x.tweets = [{ id: '7', text: 'Fresh', created_at: '2026-11-22T08:00:00Z' }, { id: 8 }, null, { text: 'no id' }];
    await feed.refresh();
    const response = await request(t.server).get('/api/twitter/feed');
    expect(response.body).toEqual([{ id: '7', text: 'Fresh', created_at: '2026-11-22T08:00:00.000Z' }]);
  });

  it.each(['error', 'unauthorized', 'garbage'] as const)('keeps the last good feed when X answers %s', async (mode) => {
    x.mode = mode;
    await expect(feed.refresh()).resolves.toBeUndefined();
    const response = await request(t.server).get('/api/twitter/feed');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ id: '7', text: 'Fresh', created_at: '2026-11-22T08:00:00.000Z' }]);
    x.mode = 'ok';
  });
});

describe('content: X API down from the start', () => {
  const x = new FakeXApi();
  const logged: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    x.mode = 'error';
    t = await startTestApp(
      {
        X_BEARER_TOKEN: TOKEN,
        X_USERNAME: 'penwright',
        X_API_BASE_URL: await x.start(),
        CONTENT_CACHE_SECONDS: '0',
        LOG_LEVEL: 'warn',
      },
      { logDestination: { write: (line) => logged.push(line) } },
    );
  });
  afterAll(async () => {
    await t.close();
    x.server.close();
  });

  it('falls back to the posts stored in the database', async () => {
    const response = await request(t.server).get('/api/twitter/feed');
    expect(response.status).toBe(200);
    expect(response.body.map((item: { text: string }) => item.text)).toContain(SOCIAL_POSTS[0].text);
  });

  it("logs the failed refresh under the job's name", () => {
    const line = logged
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((l) => /X API refresh failed/.test(String(l.msg)));
    expect(line).toMatchObject({ job: 'social-feed-refresh', level: 40 });
  });

  it('switches to X once it answers again', async () => {
    x.mode = 'ok';
    await t.app.get<XApiSocialFeed>(SOCIAL_FEED).refresh();
    expect((await request(t.server).get('/api/twitter/feed')).body).toEqual(TWEETS);
  });
});

describe('content: X settings', () => {
  it('refuses to start with a token but no account name', async () => {
    await expect(startTestApp({ X_BEARER_TOKEN: TOKEN })).rejects.toThrow(/X_USERNAME/);
  });
});
