import { Inject, Injectable, Logger } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { ConnectedAccounts } from '../../billing/application/connected-accounts';
import { PAYOUT_REPOSITORY } from '../payouts.tokens';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { PayoutSettlement } from './payout-settlement';
import { SendTransfer } from './send-transfer';
import type { PayoutRepository } from './ports/payout.repository';

export interface PayoutReconcileReport {
  checked: number;
  completed: number;
  failed: number;
  /** Processing payouts whose transfer was never recorded, sent now (or found made, and recorded). */
  sent: number;
}

/** At most this many processing payouts a night: more would be weeks of unanswered transfers, worth a look. */
const BATCH = 500;

/** A Process younger than this may still be waiting for the provider's answer: it is left to that click. */
const UNANSWERED_AFTER_MS = 15 * 60 * 1000;

/**
 * Nightly (D21): every processing payout with a transfer is compared with the provider and settled as the
 * provider has it, through the same conditional statements as the events, so a missed or late event changes
 * nothing twice. A processing payout with no transfer recorded (the provider did not answer the editor's Process)
 * is sent by `SendTransfer`, which first looks for the transfer that call may have made. One payout's failure is
 * logged and the rest go on.
 */
@Injectable()
export class ReconcilePayouts {
  private readonly logger = new Logger('PayoutReconcile');

  constructor(
    @Inject(PAYOUT_REPOSITORY) private readonly payouts: PayoutRepository,
    private readonly provider: ConnectedAccounts,
    private readonly settlement: PayoutSettlement,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly send: SendTransfer,
  ) {}

  async execute(): Promise<PayoutReconcileReport> {
    const report: PayoutReconcileReport = { checked: 0, completed: 0, failed: 0, sent: 0 };
    await this.sendUnanswered(report);
    for (const payout of await this.payouts.processingWithTransfer(BATCH)) {
      report.checked += 1;
      try {
        const transfer = await this.provider.transferOutcome(payout.transferId!);
        if (!transfer || transfer.status === 'pending') continue;
        const moved = await this.uow.run(() =>
          transfer.status === 'paid'
            ? this.settlement.paid(transfer.transferId)
            : this.settlement.failed({ transferId: transfer.transferId }, transfer.failureReason),
        );
        if (moved.length) report[transfer.status === 'paid' ? 'completed' : 'failed'] += 1;
      } catch (error) {
        this.logger.error(`payout ${payout.id}: ${(error as Error).message}`);
      }
    }
    this.logger.log(
      `sent ${report.sent}, checked ${report.checked}, completed ${report.completed}, failed ${report.failed}`,
    );
    return report;
  }

  private async sendUnanswered(report: PayoutReconcileReport): Promise<void> {
    const movedBefore = new Date(this.clock.now().getTime() - UNANSWERED_AFTER_MS);
    for (const payout of await this.payouts.processingWithoutTransfer(movedBefore, BATCH)) {
      try {
        if ((await this.send.execute(payout.id)).transferId !== null) report.sent += 1;
      } catch (error) {
        this.logger.error(`payout ${payout.id}: ${(error as Error).message}`);
      }
    }
  }
}
