import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { AuditLog } from '../../audit/application/audit-log';
import { ASSIGNMENT_SETTINGS, type AssignmentSettings } from '../assignments.settings';
import { ASSIGNMENT_REPOSITORY } from '../assignments.tokens';
import type { AssignmentRepository, ReleasedAssignment } from './ports/assignment.repository';

const HOUR_MS = 60 * 60 * 1000;

/** One audit entry per released assignment, in the release's transaction. */
async function recordReleases(
  auditLog: AuditLog,
  released: readonly ReleasedAssignment[],
  action: string,
  actorId: number | null,
): Promise<void> {
  for (const assignment of released) {
    await auditLog.record({
      actorId,
      action,
      entityType: 'assignment',
      entityId: String(assignment.id),
      before: { status: assignment.previousStatus, assignedUserId: assignment.previousUserId },
      after: { status: 'available', assignedUserId: null },
    });
  }
}

/**
 * D9: `assigned` and `in_progress` work overdue by more than ASSIGNMENT_RELEASE_GRACE_HOURS without a
 * submission goes back to `available` for another writer. One conditional UPDATE releases them all; each gets
 * an audit entry by the system (no actor) in the same transaction. Answers the released assignments.
 */
@Injectable()
export class ReleaseOverdueAssignments {
  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(ASSIGNMENT_SETTINGS) private readonly settings: AssignmentSettings,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly auditLog: AuditLog,
  ) {}

  execute(): Promise<ReleasedAssignment[]> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - this.settings.releaseGraceHours * HOUR_MS);
    return this.uow.run(async () => {
      const released = await this.assignments.releaseOverdue(cutoff, now);
      await recordReleases(this.auditLog, released, 'assignment.release_overdue', null);
      return released;
    });
  }
}

/**
 * For the admin's user changes: a deleted or deactivated member's open work (`assigned`, `in_progress`, and
 * `reviewed`, waiting on their revision) goes back to `available`, each release audited as the editor's.
 * Submitted work stays for review: the member earned it. Call it in the unit of work that changes the account,
 * after the account's row is changed, so an assign running at the same moment either finishes first (and is
 * released here) or sees the account already inactive.
 */
@Injectable()
export class ReleaseMemberAssignments {
  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly auditLog: AuditLog,
  ) {}

  /** `editorId` null: the member deleting their own account (D19), audited without an actor. */
  execute(userId: number, editorId: number | null): Promise<ReleasedAssignment[]> {
    return this.uow.run(async () => {
      const released = await this.assignments.releaseHeldBy(userId, this.clock.now());
      await recordReleases(this.auditLog, released, 'assignment.release', editorId);
      return released;
    });
  }
}
