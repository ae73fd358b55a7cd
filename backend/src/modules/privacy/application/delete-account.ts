import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter } from '../../../platform/security/rate-limiter';
import type { PersonalData } from '../../../shared/application/personal-data';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { ReleaseMemberAssignments } from '../../assignments/application/release-assignments';
import { AuditLog } from '../../audit/application/audit-log';
import { CancelMemberSubscription } from '../../billing/application/cancel-member-subscription';
import { RemoveMember } from '../../identity/application/remove-member';
import { MailOutbox } from '../../mail/application/mail-outbox';
import { PRIVACY_LIMITS } from '../domain/privacy-limits';
import { tooManyDeletionAttempts } from '../domain/privacy.errors';
import { subjectOf } from './export-member-data';
import { PERSONAL_DATA_SOURCES } from './personal-data-sources';

/** Who deletes: the member themselves, with their password, or an editor from the console. */
export type Deletion = { by: 'member'; password: string; code?: string } | { by: 'editor'; editorId: number };

/**
 * Delete my account (D19, GDPR article 17), and an editor's delete in the console (D10): one use case, one unit of
 * work. Under the account row's lock (RemoveMember, which checks the password first and refuses admins):
 * 1. the live subscription ends at the provider (a refusal or an outage answers 409 and rolls everything back, so a
 *    deleted member is never left paying);
 * 2. their open work returns to `available` (each release audited);
 * 3. the confirmation is queued to their address (the outbox row keeps it, and forgets it once it is delivered);
 * 4. every module erases or anonymises its rows (PersonalData.erase): money records stay, unowned;
 * 5. every session ends and the account row goes.
 * The audit entry says who deleted which account and what was cancelled, and nothing that names the member.
 */
@Injectable()
export class DeleteAccount {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(PERSONAL_DATA_SOURCES) private readonly sources: readonly PersonalData[],
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly removeMember: RemoveMember,
    private readonly cancelSubscription: CancelMemberSubscription,
    private readonly releaseAssignments: ReleaseMemberAssignments,
    private readonly outbox: MailOutbox,
    private readonly auditLog: AuditLog,
  ) {}

  async execute(memberId: number, deletion: Deletion): Promise<void> {
    if (deletion.by === 'member') {
      const hit = await this.limiter.hit(`privacy:delete:${memberId}`, PRIVACY_LIMITS.deletionWindowSeconds);
      if (hit.count > PRIVACY_LIMITS.deletionAttempts) throw tooManyDeletionAttempts(hit.retryAfterSeconds);
    }
    const editorId = deletion.by === 'editor' ? deletion.editorId : null;
    await this.uow.run(async () => {
      const removed = await this.removeMember.execute(
        memberId,
        async (member) => {
          // First: when the provider refuses, nothing else has been done.
          const cancelledSubscription = await this.cancelSubscription.execute(memberId);
          const released = await this.releaseAssignments.execute(memberId, editorId);
          await this.outbox.queue({
            kind: 'identity.account-deleted',
            // The row takes the address and name now; delivery reads them from it, after the account is gone.
            to: { userId: member.id },
            data: { byEditor: deletion.by === 'editor' },
            eventKey: `identity.account-deleted:${memberId}`,
          });
          const subject = subjectOf(member);
          for (const source of this.sources) await source.erase(subject);
          return { cancelledSubscription, releasedAssignmentIds: released.map((assignment) => assignment.id) };
        },
        deletion.by === 'member' ? { password: deletion.password, code: deletion.code } : null,
      );
      await this.auditLog.record({
        // A member's own deletion has no actor left to point at (the account is gone).
        actorId: editorId,
        action: 'user.delete',
        entityType: 'user',
        entityId: String(memberId),
        before: { deletedBy: deletion.by, sessionsEnded: removed.sessionsEnded, ...removed.prepared },
        after: null,
      });
    });
  }
}
