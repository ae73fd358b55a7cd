import { Inject, Injectable, Logger } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { ConnectedAccounts } from '../../billing/application/connected-accounts';
import { PAYOUT_REPOSITORY } from '../payouts.tokens';
import { PayoutAccounts } from './payout-accounts';
import { PayoutSettlement } from './payout-settlement';
import type { PayoutRepository } from './ports/payout.repository';

/** The connected-account events payouts acts on (D21); others are acknowledged and recorded only. */
export const PAYOUT_EVENTS = ['account.updated', 'transfer.created', 'transfer.reversed', 'payout.failed'] as const;

export interface PayoutEventResult {
  received: true;
  duplicate: boolean;
}

/**
 * `POST /api/payouts/webhook` (D21). The signature is checked over the raw bytes by the provider's adapter; each
 * event id is recorded in the same transaction as its effect, so a replay does nothing and a failure lets the
 * provider retry. Events carry no order, so a transfer's event is not trusted for its state: the transfer is read
 * from the provider and settles the payout as it is now (a reversal read first fails it, and the `created` that
 * follows finds nothing to complete). A transfer's event that comes before its payout recorded it records it.
 */
@Injectable()
export class HandlePayoutEvent {
  private readonly logger = new Logger('PayoutWebhook');

  constructor(
    private readonly provider: ConnectedAccounts,
    private readonly accounts: PayoutAccounts,
    private readonly settlement: PayoutSettlement,
    @Inject(PAYOUT_REPOSITORY) private readonly payouts: PayoutRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  async execute(payload: Buffer | undefined, signature: string | undefined): Promise<PayoutEventResult> {
    const event = this.provider.parseEvent(payload ?? Buffer.alloc(0), signature ?? '');
    const transfer = event.transferId ? await this.provider.transferOutcome(event.transferId) : null;
    const recorded = await this.uow.run(async () => {
      if (!(await this.payouts.recordEvent(event.id, event.type, this.clock.now()))) return false;
      if (event.type === 'account.updated' && event.accountId) await this.accounts.refresh(event.accountId);
      // A connected account's bank payout failing leaves our transfer in that account's balance: the member is paid,
      // and Stripe pays their bank again once it is fixed. It says something about the account, not our payouts;
      // failing them would invite a Retry that pays twice.
      if (event.type === 'payout.failed' && event.accountId) await this.accounts.refresh(event.accountId);
      // The event may come before the answer to the call that made the transfer is recorded: the payout and attempt
      // written on the transfer find it (recorded once, whichever comes first, and only for the payout's amount).
      if (transfer?.payoutId != null && transfer.attempt != null) {
        await this.payouts.recordTransfer(transfer.payoutId, transfer.attempt, transfer, this.clock.now());
      }
      if (transfer?.status === 'failed') {
        await this.settlement.failed(
          { transferId: transfer.transferId },
          transfer.failureReason ?? event.failureReason,
        );
      } else if (transfer && event.type === 'transfer.created') {
        await this.settlement.paid(transfer.transferId);
      }
      return true;
    });
    if (recorded) this.logger.log(`${event.type} ${event.id}`);
    return { received: true, duplicate: !recorded };
  }
}
