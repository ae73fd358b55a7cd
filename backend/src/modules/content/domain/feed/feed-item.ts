/** One post of the social feed, in the shape the spec's calls use (`GET /api/twitter/feed`). */
export interface FeedItem {
  id: string;
  text: string;
  /** ISO 8601 date-time. */
  created_at: string;
}

export interface NewSocialPost {
  text: string;
  postedAt: Date;
}

/** How many items the feed endpoint returns (the pages show the first 3). */
export const FEED_SIZE = 10;

export const SOCIAL_POST_MAX_LENGTH = 280;
