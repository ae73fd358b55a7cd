import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../../mail/application/mail-outbox';
import { MEMBER_PAYOUTS_PATH } from '../../../payouts/application/move-payout';
import { payoutAmountCents, type Payout } from '../../../payouts/domain/payout';
import type { Assignment } from '../../domain/assignment';

/** Where a member finds their work (frontend: the dashboard's Assignments tab, which shows an editor's notes). */
export const MEMBER_WORK_PATH = '/dashboard?tab=assignments';

/**
 * The e-mails an editor's work on an assignment raises for its writer (D18), queued in the caller's unit of work
 * so they commit or roll back with the change. Each event key names one event (the claim's moment, the review's
 * record, the completion), so a retried request or a retried job never queues a second message. The member's
 * topic preference is applied by the outbox.
 */
@Injectable()
export class WorkNotifications {
  constructor(private readonly outbox: MailOutbox) {}

  /** An editor gave the work to the member (AssignToMember). */
  async assigned(assignment: Assignment): Promise<void> {
    if (assignment.assignedUserId === null || assignment.acceptedAt === null) return;
    await this.outbox.queue({
      kind: 'assignments.assigned',
      to: { userId: assignment.assignedUserId },
      data: {
        title: assignment.title,
        payCents: payoutAmountCents(assignment),
        deadline: assignment.deadline.toISOString(),
        link: MEMBER_WORK_PATH,
      },
      eventKey: `assignments.assigned:${assignment.id}:${assignment.assignedUserId}:${assignment.acceptedAt.toISOString()}`,
    });
  }

  /**
   * An editor asked for a revision; `reviewId` is the review's own record, `openComments` the comments on passages
   * now waiting for the writer (D22).
   */
  async revisionRequested(assignment: Assignment, reviewId: number, openComments: number): Promise<void> {
    if (assignment.assignedUserId === null || !assignment.reviewNotes) return;
    await this.outbox.queue({
      kind: 'assignments.revision-requested',
      to: { userId: assignment.assignedUserId },
      data: { title: assignment.title, notes: assignment.reviewNotes, comments: openComments, link: MEMBER_WORK_PATH },
      eventKey: `assignments.revision-requested:${reviewId}`,
    });
  }

  /** An editor accepted the work and its payout opened (once per assignment: the payout is unique to it). */
  async completed(payout: Payout): Promise<void> {
    if (payout.userId === null) return;
    await this.outbox.queue({
      kind: 'assignments.completed',
      to: { userId: payout.userId },
      data: { title: payout.assignmentTitle, payCents: payout.amountCents, link: MEMBER_PAYOUTS_PATH },
      eventKey: `assignments.completed:${payout.assignmentId}`,
    });
  }
}
