import type { ListSort } from '../../../shared/domain/list-sort';
import type { UserView } from './user';

/** What the admin's Users tab can be sorted by (`sortBy`). */
export const USER_SORT_FIELDS = ['name', 'email', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** Which accounts an editor asked for (`GET /api/admin/users`, D10), and which page of them. */
export interface UserPageQuery {
  /** Matched, case-insensitively and literally, in "first last", the e-mail and the username; null for all. */
  search: string | null;
  /** Only active members who are not administrators (the assignee picker then keeps those who may take work). */
  assignableOnly: boolean;
  /** Null: newest account first. `name` is "first last". */
  sort: ListSort<UserSortField>;
  page: number;
  pageSize: number;
}

/** One page, in the asked order; `total` counts the matching accounts across all pages. */
export interface UserPage {
  users: UserView[];
  total: number;
}
