import {
  FEED_POST_SORT_FIELDS,
  type FeedPostPageQuery,
  type FeedPostSortField,
} from '../../content/domain/feed/feed-post-page';
import { SortBy } from './list-sort';
import { PagedListQuery } from './paged-list.query';
import { SearchText } from './search-text';

/**
 * `GET /api/admin/feed-posts?search=&sortBy=&sortOrder=&page=&pageSize=`, paged like every admin list (D10): the
 * stored posts grow with every post an editor writes.
 */
export class ListFeedPostsQuery extends PagedListQuery {
  @SearchText("Part of the post's text; case-insensitive, literal")
  search?: string;

  @SortBy(FEED_POST_SORT_FIELDS)
  sortBy?: FeedPostSortField;

  toFeedPostPageQuery(): FeedPostPageQuery {
    return { search: this.search ?? null, ...this.sortedPage(this.sortBy) };
  }
}
