import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { payoutAmountCents, type Payout } from '../domain/payout';
import { PAYOUTS_ERRORS } from '../domain/payouts.errors';
import { PAYOUT_REPOSITORY } from '../payouts.tokens';
import type { PayoutRepository } from './ports/payout.repository';

/** The completed assignment a payout is opened for. */
export interface CompletedWork {
  assignmentId: number;
  title: string;
  userId: number;
  payRateCents: number;
  wordCount: number;
  isPerWord: boolean;
}

/** A second payout for one assignment: only a race of two completions gets here, and it must not pay twice. */
export const alreadyPaid = () =>
  new DomainError(PAYOUTS_ERRORS.PAYOUT_ALREADY_PAID, 'This assignment has already been paid for.');

/**
 * Completing an assignment opens exactly one `pending` payout for it (D9). Exported for the assignments module,
 * which calls it inside the unit of work that completes the assignment, so both commit or neither does.
 */
@Injectable()
export class OpenPayout {
  constructor(
    @Inject(PAYOUT_REPOSITORY) private readonly payouts: PayoutRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async forCompletedWork(work: CompletedWork): Promise<Payout> {
    const payout = await this.payouts.open(
      {
        userId: work.userId,
        assignmentId: work.assignmentId,
        assignmentTitle: work.title,
        amountCents: payoutAmountCents(work),
      },
      this.clock.now(),
    );
    if (!payout) throw alreadyPaid();
    return payout;
  }
}
