import { OVERDUE_STATUSES } from '../../../assignments/domain/assignment';

/**
 * Assignments past their deadline at `now` and not yet handed in, as the assignments domain's `isOverdue` says,
 * for the rows of the `assignments` table named `alias`: the Overview's count and the Assignments tab's
 * `overdue=true` filter read the same condition, so the figure and the list it links to agree.
 */
export function overdueAt(alias: string, now: Date): { sql: string; params: unknown[] } {
  return {
    sql: `(${alias}.status IN (${OVERDUE_STATUSES.map(() => '?').join(', ')}) AND ${alias}.deadline < ?)`,
    params: [...OVERDUE_STATUSES, now],
  };
}
