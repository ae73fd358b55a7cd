import request from 'supertest';
import { DEMO, startTestApp, type TestApp } from './support/test-app';

describe('Cache-Control of API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is no-store on every answer that depends on the session', async () => {
    const member = await t.signIn(DEMO);
    for (const url of [
      '/api/user',
      '/api/applications/me',
      '/api/quiz/questions',
      '/api/quiz/attempts',
      '/api/billing/subscription',
    ]) {
      const response = await member.get(url);
      // An answer no one keeps is never revalidated: it is not hashed for an ETag (platform/http/etag.ts).
      expect({
        url,
        status: response.status,
        cacheControl: response.headers['cache-control'],
        etag: response.headers.etag,
      }).toEqual({
        url,
        status: 200,
        cacheControl: 'no-store',
        etag: undefined,
      });
    }
    for (const url of ['/API/user', '/Api/applications/me']) {
      const response = await member.get(url);
      expect({ url, status: response.status, cacheControl: response.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cacheControl: 'no-store',
      });
    }
    const login = await (await t.client()).post('/api/login', DEMO);
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await request(t.server).get('/api/user')).headers['cache-control']).toBe('no-store');
  });

  it('lets public answers be kept and revalidated, first answer and replay alike', async () => {
    const first = await request(t.server).get('/api/blog/posts?limit=4');
    const replay = await request(t.server).get('/api/blog/posts?limit=4');
    for (const response of [first, replay]) {
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeDefined();
    }
    const member = await t.signIn(DEMO);
    expect((await member.get('/api/blog/posts?limit=4')).headers['cache-control']).toBe('no-cache');
    const notModified = await request(t.server).get('/api/blog/posts?limit=4').set('If-None-Match', first.headers.etag);
    expect(notModified.status).toBe(304);
  });

  it('gives a public answer the cache does not keep (a HEAD) the ETag of the GET', async () => {
    const head = await request(t.server).head('/api/blog/posts?limit=3');
    const get = await request(t.server).get('/api/blog/posts?limit=3');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toMatch(/^W\/"/);
    expect(head.headers.etag).toBe(get.headers.etag);
  });
});
