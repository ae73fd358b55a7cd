import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { ReleaseMemberAssignments } from '../../assignments/application/release-assignments';
import { CancelMemberSubscription } from '../../billing/application/cancel-member-subscription';
import { RemoveMember } from '../../identity/application/remove-member';
import { AuditLog } from '../../audit/application/audit-log';
import { USER_ENTITY, userSnapshot } from './user-audit';

/**
 * `DELETE /api/admin/users/{id}` (D10), one unit of work: identity locks the member's row (admins answer 409),
 * billing ends their live subscription at the provider (a refusal or an outage answers 409 and rolls everything
 * back, so a deleted member is never left paying), their active work returns to `available` (assignments audits
 * each release), then the account and its sessions go, and the audit entry keeps what the account was and which
 * subscription was cancelled. Their payouts and finished work stay, without an owner (the payouts list reads
 * 'Unknown User'). Should the commit fail after the provider cancelled, the member keeps an account without a
 * subscription: the safe side, and the editor's retry finds nothing left to cancel.
 */
@Injectable()
export class DeleteUser {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly removeMember: RemoveMember,
    private readonly releaseAssignments: ReleaseMemberAssignments,
    private readonly cancelSubscription: CancelMemberSubscription,
    private readonly auditLog: AuditLog,
  ) {}

  async execute(id: number, editorId: number): Promise<void> {
    await this.uow.run(async () => {
      const removed = await this.removeMember.execute(id, async () => {
        // First: when the provider refuses, nothing else has been done.
        const cancelledSubscription = await this.cancelSubscription.execute(id);
        return { cancelledSubscription, released: await this.releaseAssignments.execute(id, editorId) };
      });
      await this.auditLog.record({
        actorId: editorId,
        action: `${USER_ENTITY}.delete`,
        entityType: USER_ENTITY,
        entityId: String(id),
        before: {
          ...userSnapshot(removed.member),
          releasedAssignmentIds: removed.prepared.released.map((assignment) => assignment.id),
          cancelledSubscription: removed.prepared.cancelledSubscription,
        },
        after: null,
      });
    });
  }
}
