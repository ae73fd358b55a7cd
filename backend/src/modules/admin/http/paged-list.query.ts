import { IntegerInRange } from '../../../platform/http/validation';
import type { ListSort, SortOrder } from '../../../shared/domain/list-sort';
import { REVIEW_PAGE, REVIEW_PAGE_SIZE } from '../domain/review-queue';
import { listSortOf, SortOrderParam } from './list-sort';

/**
 * `page`, `pageSize` and `sortOrder` of every paged admin list (D10: paged like the applications review queue),
 * declared once: each list's query extends it and adds its `status`, `@SearchText(...) search` and
 * `@SortBy(its fields) sortBy`, and hands the read side `sortedPage(this.sortBy)` beside its filters.
 */
export abstract class PagedListQuery {
  @IntegerInRange('page', REVIEW_PAGE)
  page: number = REVIEW_PAGE.default;

  @IntegerInRange('pageSize', REVIEW_PAGE_SIZE)
  pageSize: number = REVIEW_PAGE_SIZE.default;

  @SortOrderParam()
  sortOrder?: SortOrder;

  /** The asked order (null: the list's default) and page, as every list's read side takes them. */
  protected sortedPage<Field extends string>(sortBy: Field | undefined) {
    const sort: ListSort<Field> = listSortOf(sortBy, this.sortOrder);
    return { sort, page: this.page, pageSize: this.pageSize };
  }
}
