import type { CacheInvalidation } from '../../../../platform/cache/cache-invalidation';
import type { PlatformSettings } from '../../../../platform/config/platform-settings';
import { ContentCache } from './content-cache';
import type { ContentKind } from './content-kind';

const settings = { publicCacheSeconds: 30 } as PlatformSettings;
const clock = { now: () => new Date(0) };

function setUp() {
  const forgotten: ContentKind[] = [];
  const published: string[] = [];
  let announced: (topic: string | null) => void = () => undefined;
  const invalidation: CacheInvalidation = {
    publish: async (topic) => {
      published.push(topic);
    },
    subscribe: (listener) => (announced = listener),
  };
  const cache = new ContentCache(settings, clock, { forget: (kind) => forgotten.push(kind) }, invalidation);
  return { cache, forgotten, published, announced: (topic: string | null) => announced(topic) };
}

/** Whether the memo still answers from memory. */
async function holds(memo: { get(key: 'k', load: () => Promise<string>): Promise<string> }): Promise<boolean> {
  return (await memo.get('k', async () => 'reloaded')) !== 'reloaded';
}

describe('ContentCache', () => {
  it('clears the memos and the visitors’ answers of a changed kind, keeps the others, and tells the other processes', async () => {
    const { cache, forgotten, published } = setUp();
    const feed = cache.memo<'k', string>('feed');
    const otherFeed = cache.memo<'k', string>('feed');
    const blog = cache.memo<'k', string>('blog');
    for (const memo of [feed, otherFeed, blog]) await memo.get('k', async () => 'stored');

    await cache.changed('feed');

    expect(await holds(feed)).toBe(false);
    expect(await holds(otherFeed)).toBe(false);
    expect(await holds(blog)).toBe(true);
    expect(forgotten).toEqual(['feed']);
    expect(published).toEqual(['content:feed']);
  });

  it('clears what an instance announces, without announcing it again, and ignores other topics', async () => {
    const { cache, forgotten, published, announced } = setUp();
    const stats = cache.memo<'k', string>('stats');
    await stats.get('k', async () => 'stored');

    announced('tools:prompts');
    expect(await holds(stats)).toBe(true);
    announced('content:stats');

    expect(await holds(stats)).toBe(false);
    expect(forgotten).toEqual(['stats']);
    expect(published).toEqual([]);
  });

  it('clears every kind after a gap in the announcements (the listener reconnected)', async () => {
    const { cache, forgotten, announced } = setUp();
    const memos = [cache.memo<'k', string>('blog'), cache.memo<'k', string>('feed'), cache.memo<'k', string>('stats')];
    for (const memo of memos) await memo.get('k', async () => 'stored');

    announced(null);

    for (const memo of memos) expect(await holds(memo)).toBe(false);
    expect(forgotten.sort()).toEqual(['blog', 'feed', 'stats']);
  });
});
