import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { centsToDecimal } from '../../../shared/domain/money';
import { EARNINGS_MONTHS } from '../domain/earnings';
import { PAYOUT_REPOSITORY } from '../payouts.tokens';
import { toPayoutView, type PayoutView } from './payout-view';
import type { PayoutRepository } from './ports/payout.repository';

/**
 * The most payouts one answer lists, newest first. A member is paid once per completed assignment, and the
 * claim limit keeps that to a few a week, so 200 is years of history; the earnings sums still count every payout.
 */
export const MEMBER_PAYOUTS_LIMIT = 200;

/** `GET /api/payouts/me`: the member's own payouts, newest first. */
@Injectable()
export class ListMemberPayouts {
  constructor(@Inject(PAYOUT_REPOSITORY) private readonly payouts: PayoutRepository) {}

  async execute(userId: number): Promise<PayoutView[]> {
    return (await this.payouts.listForMember(userId, MEMBER_PAYOUTS_LIMIT)).map(toPayoutView);
  }
}

/** The member's earnings on the wire (D9): dollars as decimal strings, summed in cents by the database. */
export interface EarningsView {
  /** Every payout. */
  total: string;
  /** Not paid yet: pending and processing. */
  pending: string;
  /** Paid: completed. */
  completed: string;
  /** The last 12 calendar months (UTC), oldest first, ending with the current one; `month` is "YYYY-MM". */
  monthly: { month: string; amount: string }[];
}

/** `GET /api/earnings/me`: the dashboard's figures and its chart of earnings per month. */
@Injectable()
export class GetMemberEarnings {
  constructor(
    @Inject(PAYOUT_REPOSITORY) private readonly payouts: PayoutRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number): Promise<EarningsView> {
    const earnings = await this.payouts.earningsOf(userId, this.clock.now(), EARNINGS_MONTHS);
    return {
      total: centsToDecimal(earnings.totalCents),
      pending: centsToDecimal(earnings.pendingCents),
      completed: centsToDecimal(earnings.completedCents),
      monthly: earnings.monthly.map(({ month, cents }) => ({ month, amount: centsToDecimal(cents) })),
    };
  }
}
