import type { ListSort } from '../../../../shared/domain/list-sort';
import type { FeedPost } from './feed-post';

/** What the admin's Feed tab can be sorted by (`sortBy`). */
export const FEED_POST_SORT_FIELDS = ['postedAt'] as const;
export type FeedPostSortField = (typeof FEED_POST_SORT_FIELDS)[number];

/** Which stored posts an editor asked for (`GET /api/admin/feed-posts`, D10), and which page of them. */
export interface FeedPostPageQuery {
  /** Matched, case-insensitively and literally, anywhere in the post's text; null for all. */
  search: string | null;
  /** Null: newest first. Ties by id, in the same direction. */
  sort: ListSort<FeedPostSortField>;
  page: number;
  pageSize: number;
}

/** One page, in the asked order; `total` counts the matching posts across all pages. */
export interface FeedPostPage {
  posts: FeedPost[];
  total: number;
}
