import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PAYOUT_STATUSES, type PayoutStatus } from '../../payouts/domain/payout';
import { PAYOUT_SORT_FIELDS, type PayoutQueueQuery, type PayoutSortField } from '../application/ports/payout-queue';
import { SortBy } from './list-sort';
import { PagedListQuery } from './paged-list.query';
import { SearchText } from './search-text';

const STATUS_MESSAGE = `status must be one of ${PAYOUT_STATUSES.join(', ')}`;

/**
 * `GET /api/admin/payouts?status=&search=&sortBy=&sortOrder=&page=&pageSize=`, paged like the applications queue (D10). A repeated
 * parameter arrives as an array, which no rule accepts, so it is a 400 like any other junk.
 */
export class ListPayoutsQuery extends PagedListQuery {
  @ApiPropertyOptional({ enum: PAYOUT_STATUSES, description: 'Every status when absent' })
  @IsOptional()
  @IsIn(PAYOUT_STATUSES, { message: STATUS_MESSAGE })
  status?: PayoutStatus;

  @SearchText("Part of the member's first or last name, email or username, or of the assignment's title")
  search?: string;

  @SortBy(PAYOUT_SORT_FIELDS)
  sortBy?: PayoutSortField;

  toPayoutQueueQuery(): PayoutQueueQuery {
    return {
      status: this.status ?? null,
      search: this.search ?? null,
      ...this.sortedPage(this.sortBy),
    };
  }
}
