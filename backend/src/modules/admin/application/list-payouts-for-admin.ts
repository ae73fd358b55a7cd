import { Inject, Injectable } from '@nestjs/common';
import { UserAccounts } from '../../identity/application/user-accounts';
import type { UserView } from '../../identity/domain/user';
import { FindPayouts } from '../../payouts/application/find-payouts';
import { toPayoutView, type PayoutView } from '../../payouts/application/payout-view';
import { transferUnconfirmed, type Payout } from '../../payouts/domain/payout';
import { PAYOUT_QUEUE } from '../admin.tokens';
import type { PayoutQueue, PayoutQueueQuery } from './ports/payout-queue';

/** The spec's name for a payout whose member no longer exists (section 8). */
export const UNKNOWN_USER = 'Unknown User';

/** One row of the admin's Payouts tab: the member's view of the payout, and whose it is. */
export interface AdminPayoutView extends PayoutView {
  /** Null once the member's account is deleted. */
  userId: number | null;
  /** "First Last", or 'Unknown User' when the account no longer exists. */
  userName: string;
  /** Null when the account no longer exists. */
  userEmail: string | null;
  /**
   * D21: Process asked for a transfer and the provider's answer was never recorded (unreachable, or the answer was
   * lost). Send transfer (Process again) finds it or sends it, paying the attempt once; Mark Complete waits.
   */
  transferUnconfirmed: boolean;
}

/** One page of the Payouts tab, as `GET /api/admin/payouts` answers it (D10). */
export interface AdminPayoutsPage {
  items: AdminPayoutView[];
  /** Payouts matching the filters across all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** The payout with its member, as the Payouts tab shows it (also the answer to a status change). */
export function toAdminPayoutView(payout: Payout, member: UserView | undefined): AdminPayoutView {
  return {
    ...toPayoutView(payout),
    userId: payout.userId,
    userName: member ? `${member.firstName} ${member.lastName}` : UNKNOWN_USER,
    userEmail: member?.email ?? null,
    transferUnconfirmed: transferUnconfirmed(payout),
  };
}

/**
 * `GET /api/admin/payouts`: one page of the payouts queue (requested pending first), filtered by status and a
 * search. The read-side query picks the page; the page's payouts and members then come from their owners.
 */
@Injectable()
export class ListPayoutsForAdmin {
  constructor(
    @Inject(PAYOUT_QUEUE) private readonly queue: PayoutQueue,
    private readonly payouts: FindPayouts,
    private readonly users: UserAccounts,
  ) {}

  async execute(query: PayoutQueueQuery): Promise<AdminPayoutsPage> {
    const { payoutIds, total } = await this.queue.page(query);
    const payouts = await this.payouts.byIds(payoutIds);
    const userIds = [...new Set(payouts.flatMap((payout) => (payout.userId === null ? [] : [payout.userId])))];
    const members = new Map((await this.users.findByIds(userIds)).map((user) => [user.id, user]));
    const memberOf = (payout: Payout) => (payout.userId === null ? undefined : members.get(payout.userId));
    const items = payouts.map((payout) => toAdminPayoutView(payout, memberOf(payout)));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }
}
