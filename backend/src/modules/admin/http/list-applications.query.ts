import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';
import { IntegerInRange, trimmed } from '../../../platform/http/validation';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../applications/domain/application';
import { REVIEW_PAGE, REVIEW_PAGE_SIZE, REVIEW_SEARCH_MAX_LENGTH, type ReviewQueueQuery } from '../domain/review-queue';

const STATUS_MESSAGE = `status must be one of ${APPLICATION_STATUSES.join(', ')}`;
const SEARCH_MESSAGE = `search must be 1 to ${REVIEW_SEARCH_MAX_LENGTH} characters`;
const SEARCH_CONTROL_MESSAGE = 'search must not contain control characters';

/**
 * `GET /api/admin/applications?status=&search=&page=&pageSize=`. A repeated parameter arrives as an array,
 * which no rule accepts, so it is a 400 like any other junk.
 */
export class ListApplicationsQuery {
  @ApiPropertyOptional({ enum: APPLICATION_STATUSES, description: 'Every status when absent' })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES, { message: STATUS_MESSAGE })
  status?: ApplicationStatus;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: REVIEW_SEARCH_MAX_LENGTH,
    description: "Part of the applicant's first or last name, email or username; case-insensitive, literal",
  })
  @IsOptional()
  @Transform(trimmed)
  // No name, e-mail or username holds a control character (NUL is already refused for every input).
  @Matches(/^\P{Cc}*$/u, { message: SEARCH_CONTROL_MESSAGE })
  @Length(1, REVIEW_SEARCH_MAX_LENGTH, { message: SEARCH_MESSAGE })
  @IsString({ message: SEARCH_MESSAGE })
  search?: string;

  @IntegerInRange('page', REVIEW_PAGE)
  page: number = REVIEW_PAGE.default;

  @IntegerInRange('pageSize', REVIEW_PAGE_SIZE)
  pageSize: number = REVIEW_PAGE_SIZE.default;

  toReviewQueueQuery(): ReviewQueueQuery {
    return { status: this.status ?? null, search: this.search ?? null, page: this.page, pageSize: this.pageSize };
  }
}
