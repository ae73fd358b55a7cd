import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { MailOutbox } from '../../mail/application/mail-outbox';
import { statusesBefore, type Payout, type PayoutStatus } from '../domain/payout';
import { cannotMove, payoutNotFound } from '../domain/payouts.errors';
import { PAYOUT_REPOSITORY } from '../payouts.tokens';
import type { PayoutRepository } from './ports/payout.repository';

/** A move that happened: the status it left, and the payout as it is now. */
export interface PayoutMove {
  before: PayoutStatus;
  after: Payout;
}

/** Where a member reads their payouts (frontend: the dashboard's Payouts tab). */
export const MEMBER_PAYOUTS_PATH = '/dashboard?tab=payouts';

/**
 * An editor's payout transition (D9: `pending → processing → completed`, `pending → completed`). Exported for the
 * admin module, which calls it inside the unit of work that audits it. One conditional UPDATE on the allowed
 * predecessors decides, so two editors clicking Process and Mark Complete at once end in one consistent state.
 * A payout marked completed tells its member the money is sent (D18), in that same unit of work; the event key is
 * the payout and its status, so a second click (refused: nothing goes back) never queues a second message.
 */
@Injectable()
export class MovePayout {
  constructor(
    @Inject(PAYOUT_REPOSITORY) private readonly payouts: PayoutRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: MailOutbox,
  ) {}

  async execute(id: number, to: PayoutStatus): Promise<PayoutMove> {
    const before = await this.payouts.move(id, to, statusesBefore(to), this.clock.now());
    // Read after the statement: the row as the move left it, or as whoever got there first left it.
    const payout = await this.payouts.findById(id);
    if (!payout) throw payoutNotFound();
    if (!before) throw cannotMove(payout.status, to);
    if (payout.status === 'completed' && payout.userId !== null) await this.tellSent(payout, payout.userId);
    return { before, after: payout };
  }

  private async tellSent(payout: Payout, userId: number): Promise<void> {
    await this.outbox.queue({
      kind: 'payouts.sent',
      to: { userId },
      data: { title: payout.assignmentTitle, amountCents: payout.amountCents, link: MEMBER_PAYOUTS_PATH },
      eventKey: `payouts.sent:${payout.id}:${payout.status}`,
    });
  }
}
