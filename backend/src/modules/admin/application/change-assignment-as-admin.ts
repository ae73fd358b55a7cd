import { Inject, Injectable } from '@nestjs/common';
import { AssignToMember } from '../../assignments/application/editor/assign-assignment';
import { CreateAssignment } from '../../assignments/application/editor/create-assignment';
import { EditAssignment, type AssignmentEdit } from '../../assignments/application/editor/edit-assignment';
import { ReviewAssignment } from '../../assignments/application/editor/review-assignment';
import type { AssignmentBrief } from '../../assignments/domain/assignment-brief';
import { ASSIGNMENTS_ERRORS } from '../../assignments/domain/assignments.errors';
import type { ReviewDecision } from '../../assignments/domain/editor-transitions';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { DomainError } from '../../../shared/domain/domain-error';
import type { AdminAssignmentDetail } from './admin-assignment-view';
import { recordAssignmentChange, type AssignmentChangeRecord } from './assignment-audit';
import { AuditLog } from '../../audit/application/audit-log';
import { GetAssignmentForAdmin } from './get-assignment-for-admin';
import { ASSIGNABLE_MEMBERS, type AssignableMembers, type AssigneeCheck } from './ports/assignable-members';

type Change = Pick<AssignmentChangeRecord, 'before' | 'after' | 'payout' | 'commentsSent'>;

const NOT_ASSIGNABLE: Record<Exclude<AssigneeCheck, 'assignable'>, (userId: number) => string> = {
  unknown: (userId) => `There is no user with id ${userId}.`,
  inactive: () => 'This member’s account is inactive: only active members can be given work.',
  admin: () => 'Administrators cannot be given assignments: choose a member.',
};

/**
 * The editors' changes to assignments (spec sections 5 and 7, D9, D10), each composed from the assignments
 * module's service and its audit entry in one unit of work (both commit or neither), then answered as the detail
 * page shows the assignment.
 */
@Injectable()
export class ChangeAssignmentAsAdmin {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(ASSIGNABLE_MEMBERS) private readonly members: AssignableMembers,
    private readonly createAssignment: CreateAssignment,
    private readonly editAssignment: EditAssignment,
    private readonly reviewAssignment: ReviewAssignment,
    private readonly assignToMember: AssignToMember,
    private readonly auditLog: AuditLog,
    private readonly detail: GetAssignmentForAdmin,
  ) {}

  /** `POST /api/admin/assignments`: a new available assignment. */
  create(brief: AssignmentBrief, editorId: number): Promise<AdminAssignmentDetail> {
    return this.audited('assignment.create', editorId, async () => ({
      before: null,
      after: await this.createAssignment.execute(brief),
    }));
  }

  /** `PATCH /api/admin/assignments/{id}`: a status change through D9's transitions, so completing pays once. */
  edit(id: number, edit: AssignmentEdit, editorId: number): Promise<AdminAssignmentDetail> {
    return this.audited('assignment.update', editorId, () => this.editAssignment.execute(id, edit));
  }

  /** `POST /api/admin/assignments/{id}/review` (D9): complete (opening the payout) or revise. */
  review(
    id: number,
    decision: ReviewDecision,
    reviewNotes: string | null | undefined,
    editorId: number,
  ): Promise<AdminAssignmentDetail> {
    return this.audited('assignment.review', editorId, () => this.reviewAssignment.execute(id, decision, reviewNotes));
  }

  /**
   * `PATCH /api/admin/assignments/{id}/assign` (spec section 5): only an available assignment, only to an active
   * non-admin user (409 otherwise), within the member's claim limit. The member's row stays share-locked until
   * the assign commits, so a deactivation at the same moment cannot slip between the check and the claim.
   */
  assign(id: number, userId: number, editorId: number): Promise<AdminAssignmentDetail> {
    return this.audited('assignment.assign', editorId, async () => {
      const check = await this.members.lockForAssign(userId);
      if (check !== 'assignable')
        throw new DomainError(ASSIGNMENTS_ERRORS.ASSIGNMENT_ASSIGNEE_NOT_ELIGIBLE, NOT_ASSIGNABLE[check](userId));
      return this.assignToMember.execute(id, userId);
    });
  }

  private async audited(
    action: AssignmentChangeRecord['action'],
    editorId: number,
    change: () => Promise<Change>,
  ): Promise<AdminAssignmentDetail> {
    const { after } = await this.uow.run(async () => {
      const done = await change();
      await recordAssignmentChange(this.auditLog, { action, editorId, ...done });
      return done;
    });
    return this.detail.execute(after.id);
  }
}
