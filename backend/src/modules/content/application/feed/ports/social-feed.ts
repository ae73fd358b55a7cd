import type { FeedItem, NewSocialPost } from '../../../domain/feed/feed-item';
import type { FeedPost, FeedSource } from '../../../domain/feed/feed-post';
import type { FeedPostPage, FeedPostPageQuery } from '../../../domain/feed/feed-post-page';

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
  /** One page of the stored posts that match, in the asked order (newest first by default). */
  page(query: FeedPostPageQuery): Promise<FeedPostPage>;
  /** Null when the same text is already stored with the same time. */
  insert(post: NewSocialPost): Promise<FeedPost | null>;
  /** The deleted post, or null when there was none (an unknown id, or a concurrent delete got there first). */
  delete(id: number): Promise<FeedPost | null>;
}
