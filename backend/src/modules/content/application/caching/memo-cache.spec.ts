import { MemoCache } from './memo-cache';

function clockAt(ms: number) {
  const clock = { ms, now: () => new Date(clock.ms) };
  return clock;
}

describe('MemoCache', () => {
  it('loads once within the lifetime and again after it', async () => {
    const clock = clockAt(60_000);
    const cache = new MemoCache<string, number>(1000, clock, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock.ms = 61_000; // lru-cache: stale once older than the TTL
    expect(await cache.get('k', load)).toBe(1);
    clock.ms = 61_001;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new MemoCache<string, number>(1000, clockAt(0), 10);
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = new MemoCache<string, number>(1000, clockAt(0), 10);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('caches nothing with a lifetime of 0, and stays bounded', async () => {
    const off = new MemoCache<string, number>(0, clockAt(0), 10);
    let loads = 0;
    await off.get('k', async () => ++loads);
    await off.get('k', async () => ++loads);
    expect(loads).toBe(2);
    const small = new MemoCache<number, number>(1000, clockAt(0), 2);
    for (const key of [1, 2, 3]) await small.get(key, async () => key);
    let reloaded = false;
    await small.get(1, async () => {
      reloaded = true;
      return 1;
    });
    expect(reloaded).toBe(true);
  });

  it('when full, lets only the least recently used key go', async () => {
    const cache = new MemoCache<number, string>(1000, clockAt(0), 2);
    await cache.get(1, async () => 'one');
    await cache.get(2, async () => 'two');
    await cache.get(1, async () => 'reloaded'); // 1 is now the most recently used
    await cache.get(3, async () => 'three');
    const loaded: number[] = [];
    const load = (key: number) => async () => {
      loaded.push(key);
      return 'again';
    };
    expect(await cache.get(1, load(1))).toBe('one');
    expect(await cache.get(3, load(3))).toBe('three');
    expect(await cache.get(2, load(2))).toBe('again');
    expect(loaded).toEqual([2]);
  });

  it('does not keep what a load in flight at clear time returns', async () => {
    const cache = new MemoCache<string, string>(1000, clockAt(0), 10);
    let finish: (value: string) => void = () => undefined;
    const inFlight = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear(); // a change commits while the old data is being read
    finish('old');
    expect(await inFlight).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });
});
