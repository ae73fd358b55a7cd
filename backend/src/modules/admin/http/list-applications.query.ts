import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../applications/domain/application';
import { REVIEW_SORT_FIELDS, type ReviewQueueQuery, type ReviewSortField } from '../domain/review-queue';
import { SortBy } from './list-sort';
import { PagedListQuery } from './paged-list.query';
import { SearchText } from './search-text';

const STATUS_MESSAGE = `status must be one of ${APPLICATION_STATUSES.join(', ')}`;

/**
 * `GET /api/admin/applications?status=&search=&sortBy=&sortOrder=&page=&pageSize=`. A repeated parameter arrives as an array,
 * which no rule accepts, so it is a 400 like any other junk.
 */
export class ListApplicationsQuery extends PagedListQuery {
  @ApiPropertyOptional({ enum: APPLICATION_STATUSES, description: 'Every status when absent' })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES, { message: STATUS_MESSAGE })
  status?: ApplicationStatus;

  @SearchText("Part of the applicant's first or last name, email or username; case-insensitive, literal")
  search?: string;

  @SortBy(REVIEW_SORT_FIELDS)
  sortBy?: ReviewSortField;

  toReviewQueueQuery(): ReviewQueueQuery {
    return {
      status: this.status ?? null,
      search: this.search ?? null,
      ...this.sortedPage(this.sortBy),
    };
  }
}
