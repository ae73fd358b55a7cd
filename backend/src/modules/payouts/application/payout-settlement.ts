import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { MailOutbox } from '../../mail/application/mail-outbox';
import { SETTLE_FROM, type Payout } from '../domain/payout';
import { PAYOUT_REPOSITORY } from '../payouts.tokens';
import type { PayoutRepository, SettleMatch } from './ports/payout.repository';

/** Where a member reads their payouts (frontend: the dashboard's Payouts tab). */
export const MEMBER_PAYOUTS_PATH = '/dashboard?tab=payouts';

/**
 * The provider's word on a transfer (D21), from its synchronous answer, an event or the nightly reconciliation:
 * one conditional UPDATE per outcome (SETTLE_FROM), so the same word twice, or words in any order, change the
 * payout once. Each change tells the member in the caller's unit of work: `payouts.sent` or `payouts.failed`,
 * keyed by the payout and its attempt, so a repeated word queues no second message.
 */
@Injectable()
export class PayoutSettlement {
  constructor(
    @Inject(PAYOUT_REPOSITORY) private readonly payouts: PayoutRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: MailOutbox,
  ) {}

  async paid(transferId: string): Promise<Payout[]> {
    const moved = await this.payouts.settle({ transferId }, 'completed', SETTLE_FROM.completed, null, this.clock.now());
    for (const payout of moved) await this.tellSent(payout);
    return moved;
  }

  async failed(match: SettleMatch, reason: string | null): Promise<Payout[]> {
    // A refused attempt made no transfer, so only a payout still waiting on it fails (never one marked paid since).
    const from = 'transferId' in match ? SETTLE_FROM.failed : (['processing'] as const);
    const moved = await this.payouts.settle(match, 'failed', from, reason, this.clock.now());
    for (const payout of moved) await this.tellFailed(payout);
    return moved;
  }

  /** Mark Complete by an editor, or a transfer that arrived: the member hears the money is on its way. */
  async tellSent(payout: Payout): Promise<void> {
    if (payout.userId === null) return;
    await this.outbox.queue({
      kind: 'payouts.sent',
      to: { userId: payout.userId },
      data: { title: payout.assignmentTitle, amountCents: payout.amountCents, link: MEMBER_PAYOUTS_PATH },
      // The first attempt keeps the key Mark Complete always had; each retry is a payment of its own.
      eventKey: `payouts.sent:${payout.id}:completed${payout.attempt ? `:${payout.attempt}` : ''}`,
    });
  }

  private async tellFailed(payout: Payout): Promise<void> {
    if (payout.userId === null) return;
    await this.outbox.queue({
      kind: 'payouts.failed',
      to: { userId: payout.userId },
      data: {
        title: payout.assignmentTitle,
        amountCents: payout.amountCents,
        link: MEMBER_PAYOUTS_PATH,
        ...(payout.failureReason ? { reason: payout.failureReason } : {}),
      },
      eventKey: `payouts.failed:${payout.id}:${payout.attempt}`,
    });
  }
}
