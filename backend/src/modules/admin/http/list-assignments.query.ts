import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ASSIGNMENT_STATUSES, type AssignmentStatus } from '../../assignments/domain/assignment';
import type { AssignmentListQuery } from '../application/ports/assignment-list';
import { PagedListQuery } from './paged-list.query';
import { SearchText } from './search-text';

const STATUS_MESSAGE = `status must be one of ${ASSIGNMENT_STATUSES.join(', ')}`;

/**
 * `GET /api/admin/assignments?status=&search=&page=&pageSize=` (D10). A repeated parameter arrives as an array,
 * which no rule accepts, so it is a 400 like any other junk.
 */
export class ListAssignmentsQuery extends PagedListQuery {
  @ApiPropertyOptional({ enum: ASSIGNMENT_STATUSES, description: 'Every status when absent' })
  @IsOptional()
  @IsIn(ASSIGNMENT_STATUSES, { message: STATUS_MESSAGE })
  status?: AssignmentStatus;

  @SearchText("Part of the title or description, or of the assignee's first and last name or e-mail")
  search?: string;

  toAssignmentListQuery(): AssignmentListQuery {
    return { status: this.status ?? null, search: this.search ?? null, page: this.page, pageSize: this.pageSize };
  }
}
