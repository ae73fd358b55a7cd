import type { AssignmentStatus } from '../../../assignments/domain/assignment';
import type { ListSort } from '../../../../shared/domain/list-sort';

/** What the Assignments tab can be sorted by (`sortBy`); the read side maps each to its column. */
export const ASSIGNMENT_SORT_FIELDS = ['title', 'payRate', 'deadline', 'status', 'createdAt'] as const;
export type AssignmentSortField = (typeof ASSIGNMENT_SORT_FIELDS)[number];

/** Which assignments an editor asked for (`GET /api/admin/assignments`, D10), and which page of them. */
export interface AssignmentListQuery {
  /** Any of these statuses; null for every status. */
  statuses: readonly AssignmentStatus[] | null;
  /** Only work past its deadline and not handed in at `now` (the Overview's overdue count), when set. */
  overdueAt: Date | null;
  /** Matched, case-insensitively and literally, in the title, the description and the assignee's name and e-mail. */
  search: string | null;
  /** Null: newest first. */
  sort: ListSort<AssignmentSortField>;
  page: number;
  pageSize: number;
}

/** One page of assignment ids, in the asked order, and how many assignments match across all pages. */
export interface AssignmentListPage {
  assignmentIds: number[];
  total: number;
}

/**
 * The Assignments tab's page and search, and the payout of one assignment. The search reads the assignees' names,
 * so it reads other modules' tables: a declared read-side query
 * (`infrastructure/read-side/assignment-list.read-query.ts`), which decides only which rows the screen shows.
 * Their data then comes from the assignments, identity and payouts modules.
 */
export interface AssignmentList {
  page(query: AssignmentListQuery): Promise<AssignmentListPage>;
  /** The id of the payout opened for the assignment, or null. */
  payoutIdOf(assignmentId: number): Promise<number | null>;
}

export const ASSIGNMENT_LIST = Symbol('ASSIGNMENT_LIST');
