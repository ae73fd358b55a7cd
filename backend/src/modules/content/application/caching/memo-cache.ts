import type { Clock } from '../../../../shared/domain/clock';

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * Keeps the answers of anonymous public reads in memory for a short time, so a burst of visitors
 * costs one query. Concurrent misses share one load; a failed load is not kept. A TTL of 0 turns
 * caching off. Keys must come from a small set (the callers validate them first).
 */
export class MemoCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly maxEntries = 100,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock.now().getTime();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    const entry = { value, expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
