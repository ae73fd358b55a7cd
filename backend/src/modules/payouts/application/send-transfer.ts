import { Inject, Injectable, Logger } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { ConnectedAccounts } from '../../billing/application/connected-accounts';
import type { TransferAttempt, TransferOutcome } from '../../billing/application/ports/payout-rails';
import { isTransferRefusal } from '../../billing/domain/billing.errors';
import { transferKey, transferUnconfirmed, type Payout } from '../domain/payout';
import { payoutNotFound } from '../domain/payouts.errors';
import { PAYOUT_REPOSITORY } from '../payouts.tokens';
import { PayoutAccounts } from './payout-accounts';
import { PayoutSettlement } from './payout-settlement';
import type { PayoutRepository } from './ports/payout.repository';

/**
 * Sends the money of a processing payout (D21): the transfer of its current attempt, made only after the move to
 * processing has committed, and recorded in a unit of work of its own. So a transfer is never made for a move that
 * rolled back, and one whose answer was lost is found again: the attempt is looked up at the provider (by its
 * transfer group, since an idempotency key lasts a day at Stripe) before it is made, by an editor's next Process or
 * by the nightly reconciliation. Making it reuses the attempt's idempotency key, so concurrent senders pay once.
 */
/** The reason a member reads when the provider refused to make the transfer. */
export const REFUSED = 'The payment provider refused the transfer. An editor will look into it and retry.';

@Injectable()
export class SendTransfer {
  private readonly logger = new Logger('PayoutTransfer');

  constructor(
    @Inject(PAYOUT_REPOSITORY) private readonly payouts: PayoutRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly settlement: PayoutSettlement,
    private readonly accounts: PayoutAccounts,
    private readonly provider: ConnectedAccounts,
  ) {}

  /** The payout as the transfer left it; a payout with nothing to send is answered as it is. */
  async execute(id: number): Promise<Payout> {
    const payout = await this.payouts.findById(id);
    if (!payout) throw payoutNotFound();
    // Only what Process asked for: not a payout processed by hand before transfers existed, nor one sent already.
    if (!transferUnconfirmed(payout) || payout.userId === null) return payout;
    const attempt: TransferAttempt = {
      payoutId: id,
      attempt: payout.attempt,
      idempotencyKey: transferKey(id, payout.attempt),
    };
    const outcome = (await this.provider.findTransfer(attempt)) ?? (await this.make(payout, attempt));
    if (outcome.amountCents !== payout.amountCents) {
      throw new Error(
        `Transfer ${outcome.transferId} is ${outcome.amountCents} cents, payout ${id} owes ${payout.amountCents}`,
      );
    }
    await this.uow.run(async () => {
      const now = this.clock.now();
      if (!(await this.payouts.recordTransfer(id, payout.attempt, outcome, now))) return;
      // The sandbox settles at once; Stripe's transfer is settled by its events or the nightly reconciliation.
      if (outcome.status === 'paid') await this.settlement.paid(outcome.transferId);
      if (outcome.status === 'failed')
        await this.settlement.failed({ transferId: outcome.transferId }, outcome.failureReason);
    });
    return (await this.payouts.findById(id))!;
  }

  private async make(payout: Payout, attempt: TransferAttempt): Promise<TransferOutcome> {
    const account = await this.accounts.receiving(payout.userId!, 'member');
    try {
      return await this.provider.transfer({
        ...attempt,
        accountId: account.accountId,
        amountCents: payout.amountCents,
      });
    } catch (error) {
      // A refusal is the provider's answer for this key: the attempt has failed, and the editor's Retry makes a new one.
      // The member reads a plain reason; the provider's own words (the platform's balance, say) are the editor's.
      if (isTransferRefusal(error)) {
        this.logger.warn(`payout ${payout.id} attempt ${payout.attempt}: ${error.message}`);
        await this.uow.run(() => this.settlement.failed({ payoutId: payout.id, attempt: payout.attempt }, REFUSED));
      }
      throw error;
    }
  }
}
