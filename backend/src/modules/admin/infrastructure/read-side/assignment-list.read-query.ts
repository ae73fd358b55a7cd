import { Injectable } from '@nestjs/common';
import { col, SqlRunner } from '../../../../platform/database/sql-runner';
import { ASSIGNMENT_STATUSES } from '../../../assignments/domain/assignment';
import { PRIORITY_TIERS } from '../../../billing/domain/tier-perks';
import type {
  AssignmentList,
  AssignmentListPage,
  AssignmentListQuery,
  AssignmentSortField,
} from '../../application/ports/assignment-list';
import { idPage, orderBy, rankIn } from './id-page';
import { overdueAt } from './overdue';
import { anyColumnContains } from './text-search';

/**
 * The tables this read-side query reads, owned by other modules (assignments, identity, payouts): it only reads
 * them, for the admin's Assignments tab (see `modules/table-ownership.spec.ts`).
 */
export const TABLES_READ = ['assignments', 'users', 'payouts'] as const;

/** An assignment matches a search in its title or description, or in its assignee's name or e-mail. */
function assignmentMatches(search: string) {
  const brief = anyColumnContains(['a.title', 'a.description'], search);
  const assignee = anyColumnContains(["(u.first_name || ' ' || u.last_name)", 'u.email'], search);
  return {
    sql: `(${brief.sql} OR EXISTS (SELECT 1 FROM users u WHERE u.id = a.assigned_user_id AND ${assignee.sql}))`,
    params: [...brief.params, ...assignee.params],
  };
}

/** The columns behind `sortBy`; statuses sort in the order work moves through them, not alphabetically. */
const SORT_COLUMNS: Record<AssignmentSortField, string> = {
  title: 'a.title',
  payRate: 'a.pay_rate_cents',
  deadline: 'a.deadline',
  status: rankIn('a.status', ASSIGNMENT_STATUSES),
  createdAt: 'a.created_at',
};

/**
 * The review queue's order (D20, D22): work handed in by a Professional or Editorial Partner member with an active
 * subscription (an editor's grant counts, D10) first, then the longest waiting first.
 */
const PRIORITY_FIRST = `CASE WHEN EXISTS (SELECT 1 FROM users u WHERE u.id = a.assigned_user_id
    AND u.subscription_status = 'active' AND u.subscription_tier IN (${PRIORITY_TIERS.map((tier) => `'${tier}'`).join(', ')}))
  THEN 0 ELSE 1 END, a.submitted_at ASC, a.id ASC`;

/** The editors' review queue: only submitted work, in no order the editor chose. */
const isReviewQueue = ({ statuses, sort }: AssignmentListQuery) =>
  sort === null && statuses?.length === 1 && statuses[0] === 'submitted';

/**
 * Read-side query of the admin's Assignments tab (`GET /api/admin/assignments`): which assignments form the asked
 * page, newest first by default (the primary key's order, so a page is read without sorting the table), the
 * review queue (`status=submitted`) by priority then waiting time, or in the editor's order; and how many match.
 */
@Injectable()
export class AssignmentListReadQuery implements AssignmentList {
  constructor(private readonly sql: SqlRunner) {}

  async page(query: AssignmentListQuery): Promise<AssignmentListPage> {
    const { statuses, overdueAt: now, search, sort, page, pageSize } = query;
    const { ids, total } = await idPage(this.sql, {
      from: 'FROM assignments a',
      id: 'a.id',
      filters: [
        statuses ? { sql: `a.status IN (${statuses.map(() => '?').join(', ')})`, params: [...statuses] } : null,
        now ? overdueAt('a', now) : null,
        search ? assignmentMatches(search) : null,
      ],
      orderBy: isReviewQueue(query) ? PRIORITY_FIRST : orderBy(sort, SORT_COLUMNS, 'a.id', 'a.id DESC'),
      page,
      pageSize,
    });
    return { assignmentIds: ids, total };
  }

  async payoutIdOf(assignmentId: number): Promise<number | null> {
    const row = await this.sql.one('SELECT id FROM payouts WHERE assignment_id = ?', [assignmentId], { id: col.int });
    return row?.id ?? null;
  }
}
