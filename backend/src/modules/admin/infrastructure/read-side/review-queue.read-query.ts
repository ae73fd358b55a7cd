import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../../platform/database/sql-runner';
import type { ReviewQueue } from '../../application/ports/review-queue';
import { APPLICATION_STATUSES } from '../../../applications/domain/application';
import type { ReviewQueuePage, ReviewQueueQuery, ReviewSortField } from '../../domain/review-queue';
import { idPage, orderBy, rankIn } from './id-page';
import { anyColumnContains, memberSearchColumns } from './text-search';

/**
 * The tables this read-side query reads, owned by other modules (applications, identity). Declared so the
 * table-ownership test (`modules/table-ownership.spec.ts`) can tell it from a module reaching into another's
 * data: it only reads them, for one screen, and nothing else outside identity names `users`.
 */
export const TABLES_READ = ['applications', 'users'] as const;

/**
 * Awaiting a decision first, then waiting for the quiz, then decided. Keep this text identical to the
 * expression of `applications_review_order_idx` (applications' Migration20261122005000_applications_review_queue),
 * or PostgreSQL stops using that index to read one page without sorting the whole table.
 */
const REVIEW_RANK = "CASE a.status WHEN 'pending' THEN 0 WHEN 'quiz_required' THEN 1 ELSE 2 END";

/** The columns behind `sortBy`: the applicant's "first last" as the tab shows it, case aside. */
const SORT_COLUMNS: Record<ReviewSortField, string> = {
  name: "(SELECT lower(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = a.user_id)",
  status: rankIn('a.status', APPLICATION_STATUSES),
  createdAt: 'a.created_at',
};

/**
 * The applicant search: a substring of the applicant's name, e-mail or username. Filtering and counting thousands
 * of applicants is the database's work, hence one SQL join instead of asking identity for every match.
 */
function applicantMatches(search: string) {
  const member = anyColumnContains(memberSearchColumns('u'), search);
  return { sql: `EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id AND ${member.sql})`, params: member.params };
}

/**
 * Read-side query of the admin's Applications tab (`GET /api/admin/applications`): which applications form the
 * asked page, in the queue's order, and how many match. Through `SqlRunner`, as the ORM cannot join another
 * module's table it has no schema for.
 */
@Injectable()
export class ReviewQueueReadQuery implements ReviewQueue {
  constructor(private readonly sql: SqlRunner) {}

  async page({ status, search, sort, page, pageSize }: ReviewQueueQuery): Promise<ReviewQueuePage> {
    const { ids, total } = await idPage(this.sql, {
      from: 'FROM applications a',
      id: 'a.id',
      filters: [status ? { sql: 'a.status = ?', params: [status] } : null, search ? applicantMatches(search) : null],
      orderBy: orderBy(sort, SORT_COLUMNS, 'a.id', `${REVIEW_RANK}, a.created_at DESC, a.id DESC`),
      page,
      pageSize,
    });
    return { applicationIds: ids, total };
  }
}
