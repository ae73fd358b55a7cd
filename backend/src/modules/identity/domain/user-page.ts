import type { UserView } from './user';

/** Which accounts an editor asked for (`GET /api/admin/users`, D10), and which page of them. */
export interface UserPageQuery {
  /** Matched, case-insensitively and literally, in "first last", the e-mail and the username; null for all. */
  search: string | null;
  /** Only active members who are not administrators: the people work can be assigned to (D10). */
  assignableOnly: boolean;
  page: number;
  pageSize: number;
}

/** One page, newest account first; `total` counts the matching accounts across all pages. */
export interface UserPage {
  users: UserView[];
  total: number;
}
