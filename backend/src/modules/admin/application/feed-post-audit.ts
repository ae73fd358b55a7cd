import type { FeedPost } from '../../content/application/feed/feed-posts';

export const FEED_POST_ENTITY = 'feed_post';

/** What the audit log keeps of a post: enough to restore it by hand. */
export const feedPostSnapshot = (post: FeedPost) => ({ text: post.text, postedAt: post.postedAt.toISOString() });
