import type { PayoutStatus } from '../../../payouts/domain/payout';
import type { ListSort } from '../../../../shared/domain/list-sort';

/** What the Payouts tab can be sorted by (`sortBy`); the read side maps each to its column. */
export const PAYOUT_SORT_FIELDS = ['amount', 'status', 'createdAt'] as const;
export type PayoutSortField = (typeof PAYOUT_SORT_FIELDS)[number];

/** Which payouts an editor asked for (`GET /api/admin/payouts`, D10), and which page of them. */
export interface PayoutQueueQuery {
  /** Null for every status. */
  statuses: PayoutStatus[] | null;
  /** Matched, case-insensitively and literally, in the member's name, e-mail and username and the assignment's title. */
  search: string | null;
  /** Null: the queue's order (requested pending first). */
  sort: ListSort<PayoutSortField>;
  page: number;
  pageSize: number;
}

/** One page of the queue's payout ids, in its order, and how many payouts match across all pages. */
export interface PayoutQueuePage {
  payoutIds: number[];
  total: number;
}

/**
 * The Payouts tab's page and search. The search reads the members' names, so it reads two modules' tables: a
 * declared read-side query (`infrastructure/read-side/payout-queue.read-query.ts`), which decides only which
 * payouts form the page. Their data then comes from the payouts module and the members from identity.
 */
export interface PayoutQueue {
  page(query: PayoutQueueQuery): Promise<PayoutQueuePage>;
}
