import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { ConnectedAccounts } from '../../billing/application/connected-accounts';
import { statusesBefore, transferUnconfirmed, type Payout, type PayoutStatus } from '../domain/payout';
import {
  cannotMove,
  earlierTransferStands,
  payoutAccountRequired,
  payoutNotFound,
  transferNotConfirmed,
} from '../domain/payouts.errors';
import { PAYOUT_REPOSITORY } from '../payouts.tokens';
import { PayoutAccounts } from './payout-accounts';
import { MEMBER_PAYOUTS_PATH, PayoutSettlement } from './payout-settlement';
import type { PayoutRepository } from './ports/payout.repository';

export { MEMBER_PAYOUTS_PATH };

/** A move that happened: the status it left, and the payout as it is now. */
export interface PayoutMove {
  before: PayoutStatus;
  after: Payout;
}

/**
 * An editor's payout transition (D9, D21). Exported for the admin module, which calls it inside the unit of work
 * that audits it. One conditional UPDATE on the allowed predecessors decides, so of two editors clicking at once
 * one moves it; the other gets 409, or, for Process while the first one's transfer is not yet recorded, asks for
 * that same transfer (Send transfer). Process (and Retry, from failed) only moves the payout: the money is sent by
 * `SendTransfer` once this unit of work has committed, so that no transfer is ever made for a move that did not
 * happen. Mark Complete waits while a transfer asked for is unconfirmed (it may have been made). A payout marked
 * completed by hand tells its member the money is sent (D18), in that same unit of work.
 */
@Injectable()
export class MovePayout {
  constructor(
    @Inject(PAYOUT_REPOSITORY) private readonly payouts: PayoutRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settlement: PayoutSettlement,
    private readonly accounts: PayoutAccounts,
    private readonly provider: ConnectedAccounts,
  ) {}

  async execute(id: number, to: PayoutStatus): Promise<PayoutMove> {
    if (to === 'processing') return this.process(id);
    const before = await this.payouts.move(id, to, statusesBefore(to), this.clock.now());
    // Read after the statement: the row as the move left it, or as whoever got there first left it.
    const payout = await this.payouts.findById(id);
    if (!payout) throw payoutNotFound();
    if (!before && to === 'completed' && transferUnconfirmed(payout)) throw transferNotConfirmed();
    if (!before) throw cannotMove(payout.status, to);
    if (payout.status === 'completed') await this.settlement.tellSent(payout);
    return { before, after: payout };
  }

  private async process(id: number): Promise<PayoutMove> {
    const found = await this.payouts.findById(id);
    if (!found) throw payoutNotFound();
    // No account, no money: refused before anything moves (an orphaned payout has nobody to pay).
    if (found.userId === null) throw payoutAccountRequired('member');
    // Processing already, its transfer unconfirmed: the provider did not answer the first time. Process again (Send
    // transfer) sends the same attempt, which SendTransfer looks up before making it, so nothing moves here.
    if (transferUnconfirmed(found)) return { before: 'processing', after: found };
    const from = statusesBefore('processing');
    if (!from.includes(found.status)) throw cannotMove(found.status, 'processing');
    // A Retry pays again only when the earlier attempt's money came back (its transfer reversed in full, or never
    // made): a payout failed by hand, or by an event that does not reverse the transfer, must not pay twice.
    if (found.status === 'failed' && found.transferId) {
      const earlier = await this.provider.transferOutcome(found.transferId);
      if (earlier && earlier.status !== 'failed') throw earlierTransferStands(found.transferId);
    }
    await this.accounts.receiving(found.userId, 'member');
    // The reads above only explain; this statement decides a race of editors.
    const before = await this.payouts.move(id, 'processing', from, this.clock.now());
    const payout = (await this.payouts.findById(id))!;
    if (!before) throw cannotMove(payout.status, 'processing');
    return { before, after: payout };
  }
}
