import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../../shared/domain/clock';

/**
 * What a public read loaded, kept for a short time so a burst of members costs one query. At most `max` keys
 * (lru-cache: the least recently used leaves first), each for `ttlMs` from the start of its load. Concurrent
 * misses share one load; a failed load is not kept; `clear` also drops the loads in flight, so what they
 * return is not kept either. A TTL of 0 turns it off. Made by `ContentCache.memo`, which clears it on a change.
 */
export class MemoCache<K extends string | number, V> {
  private readonly entries: LRUCache<K, Promise<V>> | null;

  constructor(ttlMs: number, clock: Clock, max: number) {
    this.entries =
      ttlMs > 0
        ? new LRUCache<K, Promise<V>>({
            max,
            ttl: ttlMs,
            // The app's clock decides expiry (so tests can move it); read on every lookup, never cached.
            perf: { now: () => clock.now().getTime() },
            ttlResolution: 0,
          })
        : null;
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const entries = this.entries;
    if (!entries) return load();
    const cached = entries.get(key);
    if (cached) return cached;
    const value = load();
    entries.set(key, value);
    value.catch(() => {
      if (entries.peek(key) === value) entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries?.clear();
  }
}
