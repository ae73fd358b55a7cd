import type { FeedItem, NewSocialPost } from '../../../domain/feed/feed-item';
import type { FeedPost, FeedSource } from '../../../domain/feed/feed-post';

/** Where the feed's posts come from: the database (default) or the X API. */
export interface SocialFeed {
  readonly source: FeedSource;
  /** Newest first, at most `limit` items. Never throws for a source outage when a fallback exists. */
  latest(limit: number): Promise<FeedItem[]>;
}

/**
 * The posts stored in the database (managed by admins, seeded with the collective's own). Writes run on
 * the caller's transaction when there is one.
 */
export interface SocialPostStore {
  /**
   * Inserts the seed posts not stored yet (same text and time) into a table that has never held a post,
   * so posts an admin deleted do not come back with the next `seed`; returns how many were inserted.
   */
  seedIfNeverPosted(posts: readonly NewSocialPost[]): Promise<number>;
  /** Every stored post, newest first. */
  listNewestFirst(): Promise<FeedPost[]>;
  /** Null when the same text is already stored with the same time. */
  insert(post: NewSocialPost): Promise<FeedPost | null>;
  /** The deleted post, or null when there was none (an unknown id, or a concurrent delete got there first). */
  delete(id: number): Promise<FeedPost | null>;
}
