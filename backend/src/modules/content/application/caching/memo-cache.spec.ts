import { MemoCache } from './memo-cache';

function clockAt(ms: number) {
  const clock = { ms, now: () => new Date(clock.ms) };
  return clock;
}

describe('MemoCache', () => {
  it('loads once within the lifetime and again after it', async () => {
    const clock = clockAt(0);
    const cache = new MemoCache<string, number>(1000, clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock.ms = 999;
    expect(await cache.get('k', load)).toBe(1);
    clock.ms = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new MemoCache<string, number>(1000, clockAt(0));
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = new MemoCache<string, number>(1000, clockAt(0));
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('caches nothing with a lifetime of 0, and stays bounded', async () => {
    const off = new MemoCache<string, number>(0, clockAt(0));
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
});
