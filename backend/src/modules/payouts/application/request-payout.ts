import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { centsToDecimal } from '../../../shared/domain/money';
import {
  alreadyRequested,
  belowMinimum,
  emailNotConfirmed,
  PAYOUTS_ERRORS,
  requestedMessage,
} from '../domain/payouts.errors';
import { PAYOUT_SETTINGS, type PayoutSettings } from '../payouts.settings';
import { PAYOUT_REPOSITORY } from '../payouts.tokens';
import { PayoutAccounts } from './payout-accounts';
import type { PayoutRepository } from './ports/payout.repository';

/** Who asks: the signed-in member as identity loaded them (its `UserView` has these fields). */
export interface PayoutRequester {
  id: number;
  emailConfirmedAt: Date | null;
}

/** `POST /api/payouts/request`'s answer. */
export interface PayoutRequestResult {
  /** How many pending payouts were marked as requested. */
  requested: number;
  /** Their sum in dollars, e.g. "60.00". */
  amount: string;
  message: string;
}

const changedMeanwhile = () =>
  new DomainError(PAYOUTS_ERRORS.PAYOUT_CHANGED, 'Your payouts changed in the meantime. Reload them and try again.');

/**
 * Request Payout (D9): marks the member's pending payouts that are not yet requested as requested, so editors see
 * them first, when together they reach PAYOUT_MINIMUM. One conditional UPDATE decides; a refusal writes nothing.
 * A member whose address is not confirmed yet is refused first (D18), then one without a payout account that can
 * receive money (D21): the session user is loaded fresh on every
 * request, so a confirmation counts at once.
 */
@Injectable()
export class RequestPayout {
  constructor(
    @Inject(PAYOUT_REPOSITORY) private readonly payouts: PayoutRepository,
    @Inject(PAYOUT_SETTINGS) private readonly settings: PayoutSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly accounts: PayoutAccounts,
  ) {}

  async execute(member: PayoutRequester): Promise<PayoutRequestResult> {
    if (!member.emailConfirmedAt) throw emailNotConfirmed();
    const userId = member.id;
    // D21: money needs somewhere to go; the 409 says what is missing.
    await this.accounts.receiving(userId, 'yours');
    const { minimumCents } = this.settings;
    const marked = await this.payouts.requestPending(userId, minimumCents, this.clock.now());
    if (marked.count > 0) {
      return {
        requested: marked.count,
        amount: centsToDecimal(marked.cents),
        message: requestedMessage(marked.count, marked.cents),
      };
    }
    // Nothing marked: read why, after the fact.
    const { unrequestedCents, requestedCents } = await this.payouts.pendingOf(userId);
    if (unrequestedCents === 0 && requestedCents > 0) throw alreadyRequested(requestedCents);
    if (unrequestedCents < minimumCents) throw belowMinimum(minimumCents, unrequestedCents);
    // Enough now, not a moment ago: a payout was opened (or requested) between the two statements.
    throw changedMeanwhile();
  }
}
