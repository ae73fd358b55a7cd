import type { PlatformSettings } from '../../../../platform/config/platform-settings';
import { ContentCache } from './content-cache';
import type { ContentKind } from './content-kind';
import type { ContentChangeBroadcast } from './ports/content-change-broadcast';

const settings = { publicCacheSeconds: 30 } as PlatformSettings;
const clock = { now: () => new Date(0) };

function setUp() {
  const forgotten: ContentKind[] = [];
  const published: ContentKind[] = [];
  let fromOthers: (kind: ContentKind) => void = () => undefined;
  const broadcast: ContentChangeBroadcast = {
    publish: async (kind) => {
      published.push(kind);
    },
    onChange: (listener) => (fromOthers = listener),
  };
  const cache = new ContentCache(settings, clock, { forget: (kind) => forgotten.push(kind) }, broadcast);
  return { cache, forgotten, published, changedElsewhere: (kind: ContentKind) => fromOthers(kind) };
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
    expect(published).toEqual(['feed']);
  });

  it('clears what another process announces, without announcing it again', async () => {
    const { cache, forgotten, published, changedElsewhere } = setUp();
    const stats = cache.memo<'k', string>('stats');
    await stats.get('k', async () => 'stored');

    changedElsewhere('stats');

    expect(await holds(stats)).toBe(false);
    expect(forgotten).toEqual(['stats']);
    expect(published).toEqual([]);
  });
});
