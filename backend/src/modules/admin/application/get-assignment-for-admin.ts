import { Inject, Injectable } from '@nestjs/common';
import { toAssignmentView } from '../../assignments/application/assignment-view';
import { FindAssignments } from '../../assignments/application/editor/find-assignments';
import { allowedStatuses } from '../../assignments/domain/editor-transitions';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { UserAccounts } from '../../identity/application/user-accounts';
import { FindPayouts } from '../../payouts/application/find-payouts';
import { toPayoutView, type PayoutView } from '../../payouts/application/payout-view';
import { OriginalityReports } from '../../tools/application/originality/originality-reports';
import { toAssignee, type AdminAssignmentDetail } from './admin-assignment-view';
import { ASSIGNMENT_LIST, type AssignmentList } from './ports/assignment-list';

/**
 * `GET /api/admin/assignments/{id}` (and the answer of every change): the assignment with its versions and their
 * originality reports (D13), its assignee, the statuses the edit form may offer (D9) and its payout. 404
 * 'Assignment Not Found'.
 */
@Injectable()
export class GetAssignmentForAdmin {
  constructor(
    @Inject(ASSIGNMENT_LIST) private readonly list: AssignmentList,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly assignments: FindAssignments,
    private readonly users: UserAccounts,
    private readonly payouts: FindPayouts,
    private readonly originality: OriginalityReports,
  ) {}

  async execute(id: number): Promise<AdminAssignmentDetail> {
    const { assignment, submissions } = await this.assignments.withVersions(id);
    const holder = assignment.assignedUserId;
    const [user, payout, reports, writerHistory] = await Promise.all([
      holder === null ? null : this.users.findById(holder),
      this.payoutOf(id),
      this.originality.forSubmissions(submissions.map((version) => version.id)),
      holder === null ? null : this.assignments.writerHistory(holder),
    ]);
    const latest = submissions.at(-1);
    const latestScore = latest ? (reports.get(latest.id)?.originalityScore ?? null) : null;
    return {
      ...toAssignmentView(assignment, this.clock.now(), latestScore),
      assignee: toAssignee(user ?? undefined),
      submissions: submissions.map((version) => {
        const report = reports.get(version.id);
        return {
          id: version.id,
          userId: version.userId,
          content: version.content,
          wordCount: version.wordCount,
          submittedAt: version.submittedAt.toISOString(),
          originality: report ? { ...withoutKey(report), createdAt: report.createdAt.toISOString() } : null,
        };
      }),
      allowedStatuses: allowedStatuses(assignment.status),
      payout,
      writerHistory,
    };
  }

  private async payoutOf(assignmentId: number): Promise<PayoutView | null> {
    const payoutId = await this.list.payoutIdOf(assignmentId);
    const [payout] = payoutId === null ? [] : await this.payouts.byIds([payoutId]);
    return payout ? toPayoutView(payout) : null;
  }
}

/** The stored report as the page shows it: the version it belongs to is the one it sits in. */
function withoutKey<T extends { submissionId: number }>(report: T): Omit<T, 'submissionId'> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { submissionId, ...rest } = report;
  return rest;
}
