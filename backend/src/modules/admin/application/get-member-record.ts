import { Injectable } from '@nestjs/common';
import { FindMemberApplication } from '../../applications/application/find-member-application';
import type { Application } from '../../applications/domain/application';
import { QuizAttempts } from '../../assessment/application/quiz-attempts';
import { ListMemberAssignments } from '../../assignments/application/list-assignments';
import type { AssignmentStatus } from '../../assignments/domain/assignment';
import { GetMemberSubscription } from '../../billing/application/manage-subscription';
import type { SubscriptionView } from '../../billing/domain/subscription-view';
import { FindUsers } from '../../identity/application/find-users';
import { GetMemberEarnings, ListMemberPayouts } from '../../payouts/application/member-payouts';
import type { PayoutStatus } from '../../payouts/domain/payout';

/** The member's application as an editor reads it: the /apply answers, the registration details, the decision. */
export type MemberApplicationRecord = Pick<
  Application,
  'id' | 'status' | 'answers' | 'applicantDetails' | 'decisionNote' | 'decidedAt' | 'createdAt'
>;

export interface MemberQuizAttempt {
  id: number;
  startedAt: Date;
  /** Null while the attempt is open. */
  completedAt: Date | null;
  score: number | null;
  maxScore: number | null;
  passed: boolean | null;
}

/** The member's subscription as billing shows it to the member, without the provider's ids. */
export type MemberSubscriptionRecord = Omit<SubscriptionView, 'subscriptionId' | 'provider' | 'live'>;

export interface MemberAssignmentRecord {
  id: number;
  title: string;
  status: AssignmentStatus;
  deadline: string;
  /** The payout its completion opened, money as on the wire; null before completion. */
  payout: { amount: string; status: PayoutStatus } | null;
}

/** `/admin/user/{id}` beside the edit form (issue 23): everything an editor needs to know about the member. */
export interface AdminMemberRecord {
  application: MemberApplicationRecord | null;
  /** Oldest first. */
  quizAttempts: MemberQuizAttempt[];
  /** The payment provider's subscription; null for a member without one (complimentary, or never subscribed). */
  subscription: MemberSubscriptionRecord | null;
  /** Every assignment the member holds or held, newest first. */
  assignments: MemberAssignmentRecord[];
  /** D9, summed in integer cents by the database: total, pending (pending + processing), completed. */
  earnings: { total: string; pending: string; completed: string };
}

/**
 * `GET /api/admin/users/{id}/record`: the member's application, quiz attempts, subscription, work and earnings,
 * each read from the module that owns it; 'User Not Found' (404) for a missing user.
 */
@Injectable()
export class GetMemberRecord {
  constructor(
    private readonly users: FindUsers,
    private readonly applications: FindMemberApplication,
    private readonly attempts: QuizAttempts,
    private readonly subscriptions: GetMemberSubscription,
    private readonly assignments: ListMemberAssignments,
    private readonly payouts: ListMemberPayouts,
    private readonly earnings: GetMemberEarnings,
  ) {}

  async execute(id: number): Promise<AdminMemberRecord> {
    const member = await this.users.byId(id);
    const [applications, attempts, subscription, assignments, payouts, earnings] = await Promise.all([
      this.applications.forMembers([id]),
      this.attempts.listForUsers([id]),
      this.subscriptions.execute(member),
      this.assignments.execute(id),
      this.payouts.execute(id),
      this.earnings.execute(id),
    ]);
    const application = applications.get(id);
    const payoutByAssignment = new Map(payouts.map((payout) => [payout.assignmentId, payout]));
    return {
      application: application
        ? {
            id: application.id,
            status: application.status,
            answers: application.answers,
            applicantDetails: application.applicantDetails,
            decisionNote: application.decisionNote,
            decidedAt: application.decidedAt,
            createdAt: application.createdAt,
          }
        : null,
      quizAttempts: attempts
        .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
        .map(({ id: attemptId, startedAt, completedAt, score, maxScore, passed }) => ({
          id: attemptId,
          startedAt,
          completedAt,
          score,
          maxScore,
          passed,
        })),
      subscription: subscription
        ? {
            tier: subscription.tier,
            tierName: subscription.tierName,
            price: subscription.price,
            status: subscription.status,
            providerStatus: subscription.providerStatus,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
            currentPeriodEnd: subscription.currentPeriodEnd,
            trialEnd: subscription.trialEnd,
          }
        : null,
      assignments: assignments
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
        .map((assignment) => {
          const payout = payoutByAssignment.get(assignment.id);
          return {
            id: assignment.id,
            title: assignment.title,
            status: assignment.status,
            deadline: assignment.deadline,
            payout: payout ? { amount: payout.amount, status: payout.status } : null,
          };
        }),
      earnings: { total: earnings.total, pending: earnings.pending, completed: earnings.completed },
    };
  }
}
