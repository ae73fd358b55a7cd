import { PublicResponseCache } from '../src/platform/http/public-cache';
import { rawGet } from './support/raw-http';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 17: JSON answers over 1 KB are compressed for clients that accept it, and decode to the same bytes. */
describe('platform: compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CONTENT_CACHE_SECONDS: '60' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.get(PublicResponseCache).clear());

  const BIG = '/api/blog/posts?limit=50'; // about 5 kB of JSON
  const get = (path: string, acceptEncoding?: string) =>
    rawGet(t.server, path, acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {});

  it('sends JSON as it is to a client that asks for no encoding, and to one that refuses them all', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const answer = await get(BIG, accept);
      expect({ accept, status: answer.status, encoding: answer.headers['content-encoding'] }).toEqual({
        accept,
        status: 200,
        encoding: undefined,
      });
      expect(answer.raw.length).toBeGreaterThan(1024);
      expect(Array.isArray(JSON.parse(answer.body.toString('utf8')))).toBe(true);
    }
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'], // a browser: brotli, although gzip comes first with the same weight
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
  ])('compresses over 1 KB for Accept-Encoding "%s" with %s, handler and replay alike', async (accept, encoding) => {
    const plain = await get(BIG);
    t.app.get(PublicResponseCache).clear();
    for (const round of ['handler', 'replay']) {
      const answer = await get(BIG, accept);
      expect({ round, status: answer.status, encoding: answer.headers['content-encoding'] }).toEqual({
        round,
        status: 200,
        encoding,
      });
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.raw.length).toBeLessThan(plain.raw.length / 2);
      expect(answer.body.equals(plain.body)).toBe(true);
    }
  });

  it('leaves answers under 1 KB as they are', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.status).toBe(200);
    expect(health.raw.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to a compressed answer’s ETag, and names it on every encoding', async () => {
    const first = await get(BIG, 'br');
    const gzip = await get(BIG, 'gzip');
    expect(gzip.headers.etag).toBe(first.headers.etag);
    const again = await rawGet(t.server, BIG, { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });
});
