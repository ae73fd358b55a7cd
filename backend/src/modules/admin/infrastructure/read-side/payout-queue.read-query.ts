import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../../platform/database/sql-runner';
import type {
  PayoutQueue,
  PayoutQueuePage,
  PayoutQueueQuery,
  PayoutSortField,
} from '../../application/ports/payout-queue';
import { PAYOUT_STATUSES } from '../../../payouts/domain/payout';
import { idPage, orderBy, rankIn } from './id-page';
import { anyColumnContains, memberSearchColumns } from './text-search';

/**
 * The tables this read-side query reads, owned by other modules (payouts, identity): it only reads them, for the
 * admin's Payouts tab (see `modules/table-ownership.spec.ts`).
 */
export const TABLES_READ = ['payouts', 'users'] as const;

/**
 * Requested pending first (the member asked to be paid, D9), then pending, processing, completed. Keep this text
 * identical to the expression of `payouts_queue_order_idx` (payouts' Migration20261205100000_payouts_queue_order),
 * or PostgreSQL stops using that index to read one page without sorting every payout.
 */
const QUEUE_RANK = `CASE WHEN p.status = 'pending' AND p.requested_at IS NOT NULL THEN 0 WHEN p.status = 'pending' THEN 1
  WHEN p.status IN ('processing', 'failed') THEN 2 ELSE 3 END`;

/** The columns behind `sortBy`; statuses sort in the order a payout moves through them. */
const SORT_COLUMNS: Record<PayoutSortField, string> = {
  amount: 'p.amount_cents',
  status: rankIn('p.status', PAYOUT_STATUSES),
  createdAt: 'p.created_at',
};

/** A payout matches a search in its assignment's title or in its member's name, e-mail or username. */
function payoutMatches(search: string) {
  const title = anyColumnContains(['p.assignment_title'], search);
  const member = anyColumnContains(memberSearchColumns('u'), search);
  return {
    sql: `(${title.sql} OR EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND ${member.sql}))`,
    params: [...title.params, ...member.params],
  };
}

/**
 * Read-side query of the admin's Payouts tab (`GET /api/admin/payouts`): which payouts form the asked page, in the
 * queue's order (oldest first within a group) unless the editor sorts it, and how many match. Through `SqlRunner`, as the ORM cannot join
 * another module's table it has no schema for.
 */
@Injectable()
export class PayoutQueueReadQuery implements PayoutQueue {
  constructor(private readonly sql: SqlRunner) {}

  async page({ statuses, search, sort, page, pageSize }: PayoutQueueQuery): Promise<PayoutQueuePage> {
    const { ids, total } = await idPage(this.sql, {
      from: 'FROM payouts p',
      id: 'p.id',
      filters: [
        statuses ? { sql: 'p.status IN (?)', params: [statuses] } : null,
        search ? payoutMatches(search) : null,
      ],
      orderBy: orderBy(sort, SORT_COLUMNS, 'p.id', `${QUEUE_RANK}, p.created_at, p.id`),
      page,
      pageSize,
    });
    return { payoutIds: ids, total };
  }
}
