import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { USER_SORT_FIELDS, type UserPageQuery, type UserSortField } from '../../identity/domain/user-page';
import { SortBy } from './list-sort';
import { PagedListQuery } from './paged-list.query';
import { SearchText } from './search-text';

const FLAGS = ['true', 'false'] as const;

/**
 * `GET /api/admin/users?search=&sortBy=&sortOrder=&page=&pageSize=&assignable=`, paged like the applications queue (D10).
 * `assignable=true` is the assignee picker's list: members who may take work now (D2 step 6), as the accept decides.
 */
export class ListUsersQuery extends PagedListQuery {
  @SearchText('Part of the first or last name ("first last"), email or username; case-insensitive, literal')
  search?: string;

  @ApiPropertyOptional({
    enum: FLAGS,
    description:
      'true: only members who may take work now (D2 step 6: active, approved, subscribed; the assignee picker)',
  })
  @IsOptional()
  @IsIn(FLAGS, { message: 'assignable must be true or false' })
  assignable?: (typeof FLAGS)[number];

  @SortBy(USER_SORT_FIELDS)
  sortBy?: UserSortField;

  toUserPageQuery(): UserPageQuery {
    return {
      search: this.search ?? null,
      assignableOnly: this.assignable === 'true',
      ...this.sortedPage(this.sortBy),
    };
  }
}
