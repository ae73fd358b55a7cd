import { IntegerInRange } from '../../../platform/http/validation';
import { REVIEW_PAGE, REVIEW_PAGE_SIZE } from '../domain/review-queue';

/**
 * `page` and `pageSize` of every paged admin list (D10: paged like the applications review queue), declared once:
 * each list's query extends it and adds its `status` and `@SearchText(...) search`.
 */
export abstract class PagedListQuery {
  @IntegerInRange('page', REVIEW_PAGE)
  page: number = REVIEW_PAGE.default;

  @IntegerInRange('pageSize', REVIEW_PAGE_SIZE)
  pageSize: number = REVIEW_PAGE_SIZE.default;
}
