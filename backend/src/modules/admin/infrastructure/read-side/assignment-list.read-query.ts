import { Injectable } from '@nestjs/common';
import { col, SqlRunner } from '../../../../platform/database/sql-runner';
import type { AssignmentList, AssignmentListPage, AssignmentListQuery } from '../../application/ports/assignment-list';
import { idPage } from './id-page';
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

/**
 * Read-side query of the admin's Assignments tab (`GET /api/admin/assignments`): which assignments form the asked
 * page, newest first (the primary key's order, so a page is read without sorting the table), and how many match.
 */
@Injectable()
export class AssignmentListReadQuery implements AssignmentList {
  constructor(private readonly sql: SqlRunner) {}

  async page({ status, search, page, pageSize }: AssignmentListQuery): Promise<AssignmentListPage> {
    const { ids, total } = await idPage(this.sql, {
      from: 'FROM assignments a',
      id: 'a.id',
      filters: [status ? { sql: 'a.status = ?', params: [status] } : null, search ? assignmentMatches(search) : null],
      orderBy: 'a.id DESC',
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
