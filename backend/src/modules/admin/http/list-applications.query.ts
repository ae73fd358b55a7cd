import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../applications/domain/application';
import type { ReviewQueueQuery } from '../domain/review-queue';
import { PagedListQuery } from './paged-list.query';
import { SearchText } from './search-text';

const STATUS_MESSAGE = `status must be one of ${APPLICATION_STATUSES.join(', ')}`;

/**
 * `GET /api/admin/applications?status=&search=&page=&pageSize=`. A repeated parameter arrives as an array,
 * which no rule accepts, so it is a 400 like any other junk.
 */
export class ListApplicationsQuery extends PagedListQuery {
  @ApiPropertyOptional({ enum: APPLICATION_STATUSES, description: 'Every status when absent' })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES, { message: STATUS_MESSAGE })
  status?: ApplicationStatus;

  @SearchText("Part of the applicant's first or last name, email or username; case-insensitive, literal")
  search?: string;

  toReviewQueueQuery(): ReviewQueueQuery {
    return { status: this.status ?? null, search: this.search ?? null, page: this.page, pageSize: this.pageSize };
  }
}
