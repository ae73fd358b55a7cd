import { PublicResponseCache } from './public-cache';

function clockAt(ms: number) {
  const clock = { ms, now: () => new Date(clock.ms) };
  return clock;
}

const etagOf = (json: string) => `W/"${Buffer.byteLength(json).toString(16)}"`;

describe('PublicResponseCache', () => {
  it('replays a stored answer until its lifetime ends', () => {
    const clock = clockAt(0);
    const cache = new PublicResponseCache(1000, clock);
    cache.store('/api/x', '{"a":1}', etagOf('{"a":1}'), 'tag');
    clock.ms = 999;
    expect(cache.lookup('/api/x')).toEqual({
      body: Buffer.from('{"a":1}'),
      etag: 'W/"7"',
      expiresAt: 1000,
      tag: 'tag',
      encoded: {},
    });
    clock.ms = 1000;
    expect(cache.lookup('/api/x')).toBeUndefined();
  });

  it('keys on the whole URL, query string included', () => {
    const cache = new PublicResponseCache(1000, clockAt(0));
    cache.store('/api/x?limit=2', '[1,2]', etagOf('[1,2]'), 'tag');
    expect(cache.lookup('/api/x?limit=3')).toBeUndefined();
    expect(cache.lookup('/api/x?limit=2')?.body.toString()).toBe('[1,2]');
  });

  it('when full, keeps what it holds and makes room only as entries expire', () => {
    const clock = clockAt(0);
    const cache = new PublicResponseCache(1000, clock, 2);
    cache.store('/a', '1', etagOf('1'), 'tag');
    clock.ms = 500;
    cache.store('/b', '2', etagOf('2'), 'tag');
    cache.store('/c', '3', etagOf('3'), 'tag'); // full: a flood of new URLs cannot push out the hot ones
    expect(cache.lookup('/c')).toBeUndefined();
    clock.ms = 800;
    cache.store('/a', '4', etagOf('4'), 'tag'); // a URL it holds can still be refreshed
    expect(cache.lookup('/a')?.body.toString()).toBe('4');
    clock.ms = 1500; // /b has expired
    cache.store('/c', '5', etagOf('5'), 'tag');
    expect(cache.lookup('/c')?.body.toString()).toBe('5');
    expect(cache.lookup('/a')?.body.toString()).toBe('4');
  });

  it('stores nothing when its lifetime is 0', () => {
    const cache = new PublicResponseCache(0, clockAt(0));
    cache.store('/a', '1', etagOf('1'), 'tag');
    expect(cache.enabled).toBe(false);
    expect(cache.lookup('/a')).toBeUndefined();
  });

  it('forgets every answer of one tag, whatever its URL, and keeps the other tags', () => {
    const cache = new PublicResponseCache(1000, clockAt(0));
    cache.store('/api/blog/posts?limit=6', '1', etagOf('1'), 'blog');
    cache.store('/API/Blog/Posts/a-slug', '2', etagOf('2'), 'blog');
    cache.store('/api/blog/featured', '3', etagOf('3'), 'blog');
    cache.store('/api/twitter/feed', '4', etagOf('4'), 'feed');
    cache.forgetTag('blog');
    expect(cache.lookup('/api/blog/posts?limit=6')).toBeUndefined();
    expect(cache.lookup('/API/Blog/Posts/a-slug')).toBeUndefined();
    expect(cache.lookup('/api/blog/featured')).toBeUndefined();
    expect(cache.lookup('/api/twitter/feed')?.body.toString()).toBe('4');
  });

  it('refuses an answer computed before its tag was forgotten, and only that tag’s', () => {
    const cache = new PublicResponseCache(1000, clockAt(0));
    const feedStartedAt = cache.versionOf('feed');
    const blogStartedAt = cache.versionOf('blog');
    cache.forgetTag('feed'); // an admin's change commits while the reads are in flight
    cache.store('/api/twitter/feed', '["old"]', etagOf('["old"]'), 'feed', feedStartedAt);
    cache.store('/api/blog/featured', '{"a":1}', etagOf('{"a":1}'), 'blog', blogStartedAt);
    expect(cache.lookup('/api/twitter/feed')).toBeUndefined();
    expect(cache.lookup('/api/blog/featured')?.body.toString()).toBe('{"a":1}');
    cache.store('/api/twitter/feed', '["new"]', etagOf('["new"]'), 'feed', cache.versionOf('feed'));
    expect(cache.lookup('/api/twitter/feed')?.body.toString()).toBe('["new"]');
  });

  it('forgets everything on clear', () => {
    const cache = new PublicResponseCache(1000, clockAt(0));
    cache.store('/a', '1', etagOf('1'), 'tag');
    cache.clear();
    expect(cache.lookup('/a')).toBeUndefined();
  });
});
