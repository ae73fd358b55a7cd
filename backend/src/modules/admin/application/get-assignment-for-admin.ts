import { Inject, Injectable } from '@nestjs/common';
import { toAssignmentView } from '../../assignments/application/assignment-view';
import { FindAssignments } from '../../assignments/application/editor/find-assignments';
import { allowedStatuses } from '../../assignments/domain/editor-transitions';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { UserAccounts } from '../../identity/application/user-accounts';
import { FindPayouts } from '../../payouts/application/find-payouts';
import { toPayoutView, type PayoutView } from '../../payouts/application/payout-view';
import { toAssignee, type AdminAssignmentDetail } from './admin-assignment-view';
import { ASSIGNMENT_LIST, type AssignmentList } from './ports/assignment-list';

/**
 * `GET /api/admin/assignments/{id}` (and the answer of every change): the assignment with its versions, its
 * assignee, the statuses the edit form may offer (D9) and its payout. 404 'Assignment Not Found'.
 */
@Injectable()
export class GetAssignmentForAdmin {
  constructor(
    @Inject(ASSIGNMENT_LIST) private readonly list: AssignmentList,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly assignments: FindAssignments,
    private readonly users: UserAccounts,
    private readonly payouts: FindPayouts,
  ) {}

  async execute(id: number): Promise<AdminAssignmentDetail> {
    const { assignment, submissions } = await this.assignments.withVersions(id);
    const [user, payout] = await Promise.all([
      assignment.assignedUserId === null ? null : this.users.findById(assignment.assignedUserId),
      this.payoutOf(id),
    ]);
    return {
      ...toAssignmentView(assignment, this.clock.now()),
      assignee: toAssignee(user ?? undefined),
      submissions: submissions.map((version) => ({
        id: version.id,
        userId: version.userId,
        content: version.content,
        wordCount: version.wordCount,
        submittedAt: version.submittedAt.toISOString(),
      })),
      allowedStatuses: allowedStatuses(assignment.status),
      payout,
    };
  }

  private async payoutOf(assignmentId: number): Promise<PayoutView | null> {
    const payoutId = await this.list.payoutIdOf(assignmentId);
    const [payout] = payoutId === null ? [] : await this.payouts.byIds([payoutId]);
    return payout ? toPayoutView(payout) : null;
  }
}
