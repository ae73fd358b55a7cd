import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PAYOUT_STATUSES, type PayoutStatus } from '../../payouts/domain/payout';
import { PAYOUT_SORT_FIELDS, type PayoutQueueQuery, type PayoutSortField } from '../application/ports/payout-queue';
import { SortBy } from './list-sort';
import { PagedListQuery } from './paged-list.query';
import { SearchText } from './search-text';
import { statusList } from './status-list';

const STATUS_MESSAGE = `status must be one of ${PAYOUT_STATUSES.join(', ')}`;

/**
 * `GET /api/admin/payouts?status=&search=&sortBy=&sortOrder=&page=&pageSize=`, paged like the applications queue (D10).
 * `status` takes several statuses, comma-separated or repeated, as the assignments list does: the Overview's unpaid
 * money is pending and processing payouts, and its link asks for exactly those.
 */
export class ListPayoutsQuery extends PagedListQuery {
  @ApiPropertyOptional({
    type: [String],
    enum: PAYOUT_STATUSES,
    description: 'Any of these statuses, comma-separated or repeated; every status when absent',
  })
  @IsOptional()
  @IsIn(PAYOUT_STATUSES, { each: true, message: STATUS_MESSAGE })
  @Transform(statusList)
  status?: PayoutStatus[];

  @SearchText("Part of the member's first or last name, email or username, or of the assignment's title")
  search?: string;

  @SortBy(PAYOUT_SORT_FIELDS)
  sortBy?: PayoutSortField;

  toPayoutQueueQuery(): PayoutQueueQuery {
    return {
      statuses: this.status ?? null,
      search: this.search ?? null,
      ...this.sortedPage(this.sortBy),
    };
  }
}
