/**
 * Invalidation of in-process caches across every instance of the app: a change is announced once under a topic
 * (`content:feed`, …), and every instance, the announcing one too, drops what it keeps of that topic. Each cache
 * subscribes with the topics it keeps; a `null` topic means "notifications may have been missed" (the listening
 * connection was lost and is back), and a cache then drops everything.
 */
export interface CacheInvalidation {
  /**
   * Announces that `topic` changed. Inside a unit of work it joins that transaction, so the other instances hear
   * of it when, and only if, the change commits; outside one it is sent at once. The caller clears its own
   * instance's cache itself too, so its next answer never waits on the round trip.
   */
  publish(topic: string): Promise<void>;
  /** `listener` is called with each topic announced by any instance, and with `null` after a gap. */
  subscribe(listener: (topic: string | null) => void): void;
}

export const CACHE_INVALIDATION = Symbol('CACHE_INVALIDATION');
