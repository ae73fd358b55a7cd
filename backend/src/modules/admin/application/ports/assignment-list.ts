import type { AssignmentStatus } from '../../../assignments/domain/assignment';

/** Which assignments an editor asked for (`GET /api/admin/assignments`, D10), and which page of them. */
export interface AssignmentListQuery {
  /** Null for every status. */
  status: AssignmentStatus | null;
  /** Matched, case-insensitively and literally, in the title, the description and the assignee's name and e-mail. */
  search: string | null;
  page: number;
  pageSize: number;
}

/** One page of assignment ids, newest first, and how many assignments match across all pages. */
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
