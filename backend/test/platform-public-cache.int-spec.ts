import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { PublicResponseCache } from '../src/platform/http/public-cache';
import { BLOG_POSTS } from '../src/modules/content/infrastructure/seed/blog-posts.seed';
import { DEMO, startTestApp, type TestApp } from './support/test-app';
import { setCookies } from './support/test-client';

const XSRF = 'XSRF-TOKEN=planted.value';

describe('platform: cached answers of public reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CONTENT_CACHE_SECONDS: '60' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.get(PublicResponseCache).clear());

  // Uncompressed, so the handler's answer and the replay compare byte for byte, Content-Length included
  // (compression is platform-compression.int-spec.ts's subject).
  const get = (url: string) => request(t.server).get(url).set('Cookie', XSRF).set('Accept-Encoding', 'identity');

  it('replays the handler’s answer byte for byte, with the headers every answer carries', async () => {
    const first = await get('/api/blog/posts?limit=4');
    const replay = await get('/api/blog/posts?limit=4');
    expect(replay.status).toBe(200);
    expect(replay.text).toBe(first.text);
    for (const header of ['content-type', 'content-length', 'etag', 'content-security-policy', 'x-frame-options']) {
      expect(replay.headers[header]).toBe(first.headers[header]);
    }
    expect(replay.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(replay.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('keeps the answer for the cache lifetime, whatever changes underneath', async () => {
    const slug = BLOG_POSTS[1].slug;
    const first = await get(`/api/blog/posts/${slug}`);
    await t.sql("UPDATE blog_posts SET title = 'Changed underneath' WHERE slug = ?", [slug]);
    expect((await get(`/api/blog/posts/${slug}`)).body.title).toBe(first.body.title);
    t.app.get(PublicResponseCache).clear();
    expect((await get(`/api/blog/posts/${slug}`)).body.title).toBe('Changed underneath');
  });

  it('answers 304 to a visitor who already holds the answer', async () => {
    const first = await get('/api/twitter/feed');
    const again = await get('/api/twitter/feed').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('still gives a first-time visitor the CSRF cookie', async () => {
    await get('/api/stats/community');
    const visitor = await request(t.server).get('/api/stats/community');
    expect(visitor.status).toBe(200);
    expect(setCookies(visitor).some((cookie) => cookie.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it('never stores a refusal: bad input and missing posts are answered afresh', async () => {
    expect((await get('/api/blog/posts?limit=0')).status).toBe(400);
    expect((await get('/api/blog/posts?limit=0')).body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: ['limit must be an integer from 1 to 50'],
    });
    expect((await get('/api/blog/posts/coming-soon')).status).toBe(404);
    await t.sql(
      `INSERT INTO blog_posts (slug, title, excerpt, body, author_name, author_role)
       VALUES ('coming-soon', 'Coming soon', 'E', 'B', 'A', 'R')`,
    );
    expect((await get('/api/blog/posts/coming-soon')).status).toBe(200);
  });

  it('does not keep answers for query parameters the route does not take, nor absolute-form targets', async () => {
    const slug = BLOG_POSTS[2].slug;
    // supertest cannot send an absolute-form target (`GET http://host/path`); a plain client can.
    const listening = t.server.listen(0);
    const { port } = listening.address() as AddressInfo;
    const absolute = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const target = `http://127.0.0.1:${port}${path}`;
        const req = httpRequest({ port, path: target, headers: { cookie: XSRF } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject).end();
      });
    await get(`/api/blog/posts/${slug}?utm_source=newsletter`);
    await absolute(`/api/blog/posts/${slug}`);
    await t.sql("UPDATE blog_posts SET title = 'Retitled' WHERE slug = ?", [slug]);
    expect((await get(`/api/blog/posts/${slug}?utm_source=newsletter`)).body.title).toBe('Retitled');
    expect(JSON.parse(await absolute(`/api/blog/posts/${slug}`)).title).toBe('Retitled');
    await new Promise((resolve) => listening.close(resolve));
  });

  it('sends members the whole way, so their session stays alive', async () => {
    const member = await t.signIn(DEMO);
    await member.get('/api/blog/posts?limit=2');
    // Five minutes on (the session aged by hand), the read renews the idle timeout: it reached the session.
    await t.sql(
      "UPDATE session SET expire = expire - interval '5 minutes' WHERE sess -> 'passport' ->> 'user' = (SELECT id::text FROM users WHERE email = ?)",
      [DEMO.email],
    );
    const renewed = await member.get('/api/blog/posts?limit=2');
    expect(renewed.status).toBe(200);
    expect(setCookies(renewed).some((cookie) => cookie.startsWith('penwright.sid='))).toBe(true);
  });

  it('leaves routes that are not marked alone', async () => {
    const member = await t.signIn(DEMO);
    const before = await member.get('/api/user');
    await t.sql("UPDATE users SET first_name = 'Renamed' WHERE email = ?", [DEMO.email]);
    const after = await member.get('/api/user');
    expect(after.body.firstName).toBe('Renamed');
    expect(before.body.firstName).not.toBe('Renamed');
  });
});
