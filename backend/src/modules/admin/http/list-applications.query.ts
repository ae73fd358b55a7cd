import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../applications/domain/application';
import {
  REVIEW_PAGE,
  REVIEW_PAGE_SIZE,
  REVIEW_SEARCH_MAX_LENGTH,
  type ReviewQueueQuery,
} from '../../applications/domain/review-queue';

const STATUS_MESSAGE = `status must be one of ${APPLICATION_STATUSES.join(', ')}`;
const SEARCH_MESSAGE = `search must be 1 to ${REVIEW_SEARCH_MAX_LENGTH} characters`;
const PAGE_MESSAGE = `page must be a whole number from ${REVIEW_PAGE.min} to ${REVIEW_PAGE.max}`;
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from ${REVIEW_PAGE_SIZE.min} to ${REVIEW_PAGE_SIZE.max}`;

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
  @Length(1, REVIEW_SEARCH_MAX_LENGTH, { message: SEARCH_MESSAGE })
  @IsString({ message: SEARCH_MESSAGE })
  search?: string;

  @ApiPropertyOptional({ minimum: REVIEW_PAGE.min, maximum: REVIEW_PAGE.max, default: REVIEW_PAGE.default })
  @Type(() => Number)
  @Max(REVIEW_PAGE.max, { message: PAGE_MESSAGE })
  @Min(REVIEW_PAGE.min, { message: PAGE_MESSAGE })
  @IsInt({ message: PAGE_MESSAGE })
  page: number = REVIEW_PAGE.default;

  @ApiPropertyOptional({
    minimum: REVIEW_PAGE_SIZE.min,
    maximum: REVIEW_PAGE_SIZE.max,
    default: REVIEW_PAGE_SIZE.default,
  })
  @Type(() => Number)
  @Max(REVIEW_PAGE_SIZE.max, { message: PAGE_SIZE_MESSAGE })
  @Min(REVIEW_PAGE_SIZE.min, { message: PAGE_SIZE_MESSAGE })
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  pageSize: number = REVIEW_PAGE_SIZE.default;

  toReviewQueueQuery(): ReviewQueueQuery {
    return { status: this.status ?? null, search: this.search ?? null, page: this.page, pageSize: this.pageSize };
  }
}
