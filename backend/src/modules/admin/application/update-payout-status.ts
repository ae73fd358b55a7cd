import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { UserAccounts } from '../../identity/application/user-accounts';
import { MovePayout } from '../../payouts/application/move-payout';
import { SendTransfer } from '../../payouts/application/send-transfer';
import type { PayoutStatus } from '../../payouts/domain/payout';
import { AuditLog } from '../../audit/application/audit-log';
import { toAdminPayoutView, type AdminPayoutView } from './list-payouts-for-admin';

/**
 * `PATCH /api/admin/payouts/{id}` (D9): Process or Mark Complete. The move is one conditional UPDATE in the
 * payouts module; it and its audit entry (D10) commit together or not at all, so every change that happened is
 * logged exactly once and a refused one logs nothing. Process sends the money after that commit (D21): an
 * unreachable provider leaves the payout processing with nothing sent, and Process again sends it then.
 */
@Injectable()
export class UpdatePayoutStatus {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly movePayout: MovePayout,
    private readonly sendTransfer: SendTransfer,
    private readonly auditLog: AuditLog,
    private readonly users: UserAccounts,
  ) {}

  async execute(payoutId: number, status: PayoutStatus, editorId: number): Promise<AdminPayoutView> {
    const { after: moved } = await this.uow.run(async () => {
      const move = await this.movePayout.execute(payoutId, status);
      await this.auditLog.record({
        actorId: editorId,
        // Process on a payout already processing with nothing sent asks for the same transfer again.
        action: move.before === status ? 'payout.resend' : 'payout.update',
        entityType: 'payout',
        entityId: String(payoutId),
        before: { status: move.before },
        // The editor's move; a transfer the provider settled at once (the sandbox) is the provider's change.
        after: { status },
      });
      return move;
    });
    const after = status === 'processing' ? await this.sendTransfer.execute(payoutId) : moved;
    const [member] = after.userId === null ? [] : await this.users.findByIds([after.userId]);
    return toAdminPayoutView(after, member);
  }
}
