import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { ASSIGNMENT_STATUSES, type AssignmentStatus } from '../../assignments/domain/assignment';
import type { AssignmentsAsked } from '../application/list-assignments-for-admin';
import { ASSIGNMENT_SORT_FIELDS, type AssignmentSortField } from '../application/ports/assignment-list';
import { SortBy } from './list-sort';
import { PagedListQuery } from './paged-list.query';
import { SearchText } from './search-text';
import { statusList } from './status-list';

const STATUS_MESSAGE = `status must be one of ${ASSIGNMENT_STATUSES.join(', ')}`;
const FLAGS = ['true', 'false'] as const;

/** `GET /api/admin/assignments?status=&overdue=&search=&sortBy=&sortOrder=&page=&pageSize=` (D10). */
export class ListAssignmentsQuery extends PagedListQuery {
  @ApiPropertyOptional({
    type: [String],
    enum: ASSIGNMENT_STATUSES,
    description: 'Any of these statuses, comma-separated or repeated; every status when absent',
  })
  @IsOptional()
  @IsIn(ASSIGNMENT_STATUSES, { each: true, message: STATUS_MESSAGE })
  @Transform(statusList)
  status?: AssignmentStatus[];

  @ApiPropertyOptional({
    enum: FLAGS,
    description: "true: only work past its deadline and not handed in (the Overview's overdue count)",
  })
  @IsOptional()
  @IsIn(FLAGS, { message: 'overdue must be true or false' })
  overdue?: (typeof FLAGS)[number];

  @SearchText("Part of the title or description, or of the assignee's first and last name or e-mail")
  search?: string;

  @SortBy(ASSIGNMENT_SORT_FIELDS)
  sortBy?: AssignmentSortField;

  toAssignmentsAsked(): AssignmentsAsked {
    return {
      statuses: this.status ?? null,
      overdue: this.overdue === 'true',
      search: this.search ?? null,
      ...this.sortedPage(this.sortBy),
    };
  }
}
