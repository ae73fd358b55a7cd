import type { ContentKind } from '../content-kind';

/**
 * Carries "content of this kind changed" between the app's processes, each with its own caches. The seam for
 * running several processes (the operations issue: PostgreSQL NOTIFY and LISTEN); while there is one process,
 * the adapter has no one to tell. The process that made the change has already cleared its own caches.
 */
export interface ContentChangeBroadcast {
  /** Tells the other processes. Must not throw: the change has committed; a lost message costs at most a TTL. */
  publish(kind: ContentKind): Promise<void>;
  /** Called for each change another process publishes. */
  onChange(listener: (kind: ContentKind) => void): void;
}
