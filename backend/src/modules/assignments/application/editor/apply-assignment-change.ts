import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { DomainError } from '../../../../shared/domain/domain-error';
import { OpenPayout } from '../../../payouts/application/open-payout';
import type { Payout } from '../../../payouts/domain/payout';
import { ASSIGNMENT_REPOSITORY, REVIEW_COMMENTS, WORK_RECORDS } from '../../assignments.tokens';
import type { Assignment } from '../../domain/assignment';
import { ASSIGNMENTS_ERRORS, changedMeanwhile } from '../../domain/assignments.errors';
import type { AssignmentChanges, AssignmentRepository } from '../ports/assignment.repository';
import type { ReviewCommentRepository } from '../ports/review-comment.repository';
import type { WorkRecordsRepository } from '../ports/work-records.repository';
import { WorkNotifications } from './work-notifications';

/**
 * What an editor's change did: the assignment before and after, the payout completing it opened, and how many
 * draft comments its review sent to the writer (D22).
 */
export interface EditorChangeResult {
  before: Assignment;
  after: Assignment;
  payout: Payout | null;
  commentsSent: number;
}

const writerGone = () =>
  new DomainError(
    ASSIGNMENTS_ERRORS.ASSIGNMENT_WRITER_GONE,
    'The writer of this assignment no longer has an account, so there is nobody to pay: cancel it or make it ' +
      'available instead.',
  );

/**
 * Writes an editor's change (edit, review) as one conditional UPDATE on the status it was read in, and when
 * that completes the assignment, opens its payout in the same unit of work (the caller's `uow.run`). Of two
 * concurrent completions only one UPDATE finds `submitted`: the other answers 409 and pays nothing; the payout's
 * unique assignment is the second guard. A review (a change that sets `reviewedAt`: a revision request or a
 * completion) is kept as a record of its own, for the member's activity, sends the editor's draft comments on the
 * work (D22: they reach the writer with the decision, and stay readable after a completion), and the writer hears
 * of it by e-mail (D18), with how many comments wait for them, in the same unit of work.
 */
@Injectable()
export class ApplyAssignmentChange {
  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(WORK_RECORDS) private readonly records: WorkRecordsRepository,
    @Inject(REVIEW_COMMENTS) private readonly comments: ReviewCommentRepository,
    private readonly openPayout: OpenPayout,
    private readonly notifications: WorkNotifications,
  ) {}

  async execute(before: Assignment, changes: AssignmentChanges): Promise<EditorChangeResult> {
    const after = await this.assignments.change(before.id, before.status, changes, this.clock.now());
    if (!after) throw changedMeanwhile();
    let reviewId: number | null = null;
    let commentsSent = 0;
    if (changes.reviewedAt && (after.status === 'completed' || after.status === 'reviewed')) {
      commentsSent = await this.comments.sendDrafts(after.id, changes.reviewedAt);
      reviewId = await this.records.recordReview({
        assignmentId: after.id,
        userId: after.assignedUserId,
        decision: after.status === 'completed' ? 'complete' : 'revise',
        notes: after.reviewNotes,
        reviewedAt: changes.reviewedAt,
      });
    }
    if (reviewId !== null && after.status === 'reviewed') {
      const openComments = await this.comments.countOpen(after.id);
      await this.notifications.revisionRequested(after, reviewId, openComments);
    }
    const completes = after.status === 'completed' && before.status !== 'completed';
    const payout = completes ? await this.payFor(after) : null;
    if (payout) await this.notifications.completed(payout);
    return { before, after, payout, commentsSent };
  }

  private payFor(assignment: Assignment): Promise<Payout> {
    // Throwing here rolls the completion back with the rest of the unit of work.
    if (assignment.assignedUserId === null) throw writerGone();
    return this.openPayout.forCompletedWork({
      assignmentId: assignment.id,
      title: assignment.title,
      userId: assignment.assignedUserId,
      payRateCents: assignment.payRateCents,
      wordCount: assignment.wordCount,
      isPerWord: assignment.isPerWord,
    });
  }
}
