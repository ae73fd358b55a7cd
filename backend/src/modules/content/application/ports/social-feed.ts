import type { FeedItem, NewSocialPost } from '../../domain/feed-item';

/** Where the feed's posts come from: the database (default) or the X API. */
export interface SocialFeed {
  /** Newest first, at most `limit` items. Never throws for a source outage when a fallback exists. */
  latest(limit: number): Promise<FeedItem[]>;
}

/** The posts stored in the database (managed by admins, seeded with the collective's own). */
export interface SocialPostStore {
  /** Inserts the posts not stored yet (same text and time); returns how many were inserted. */
  insertMissing(posts: readonly NewSocialPost[]): Promise<number>;
}
