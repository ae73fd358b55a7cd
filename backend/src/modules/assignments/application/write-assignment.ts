import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { METRICS, type EventCounter, type Metrics } from '../../../shared/application/metrics';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { OriginalityReports } from '../../tools/application/originality/originality-reports';
import { RecordSubmissionOriginality } from '../../tools/application/originality/record-submission-originality';
import { ASSIGNMENT_REPOSITORY } from '../assignments.tokens';
import { canSubmit, statusAfterDraft } from '../domain/assignment';
import { assignmentNotFound, changedMeanwhile, notWritable } from '../domain/assignments.errors';
import { countWords } from '../domain/word-count';
import { toAssignmentView, type AssignmentView } from './assignment-view';
import type { AssignmentRepository } from './ports/assignment.repository';

/**
 * `PUT /api/assignments/{id}/draft`: keeps the member's work in progress and moves `assigned` to
 * `in_progress`. Only the member's own assignment (another's is 404), only while it is open for writing (409).
 */
@Injectable()
export class SaveDraft {
  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly originality: OriginalityReports,
  ) {}

  async execute(userId: number, id: number, content: string): Promise<AssignmentView> {
    const assignment = await this.assignments.findForMember(id, userId);
    if (!assignment) throw assignmentNotFound();
    const next = statusAfterDraft(assignment.status);
    if (!next) throw notWritable(assignment.status);
    const now = this.clock.now();
    // Conditional on the status just read: a review or release in between is not overwritten.
    if (!(await this.assignments.saveDraft(id, userId, assignment.status, next, content, now))) {
      throw changedMeanwhile();
    }
    // A revision in progress keeps showing the score of the version the editor reviewed.
    const score = (await this.originality.latestScores(userId, [id])).get(id) ?? null;
    return toAssignmentView({ ...assignment, status: next, draftContent: content, updatedAt: now }, now, score);
  }
}

/**
 * `POST /api/assignments/{id}/submit` (D9): from `assigned`, `in_progress` or `reviewed` (a revision) to
 * `submitted`. The server counts the words, stores the version and its originality report (D13, the tools
 * module: compared with everything but the member's own earlier versions of this assignment) in one transaction.
 */
@Injectable()
export class SubmitAssignment {
  private readonly submitted: EventCounter;

  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly originality: RecordSubmissionOriginality,
    @Inject(METRICS) metrics: Metrics,
  ) {
    this.submitted = metrics.counter({
      name: 'penwright_submissions_total',
      help: 'Versions writers handed in for review (first versions and revisions)',
    });
  }

  async execute(userId: number, id: number, content: string): Promise<AssignmentView> {
    const view = await this.submit(userId, id, content);
    this.submitted.inc(); // committed
    return view;
  }

  private submit(userId: number, id: number, content: string): Promise<AssignmentView> {
    return this.uow.run(async () => {
      const assignment = await this.assignments.findForMember(id, userId);
      if (!assignment) throw assignmentNotFound();
      if (!canSubmit(assignment.status)) throw notWritable(assignment.status);
      const now = this.clock.now();
      const submission = { content, wordCount: countWords(content), at: now };
      const versionId = await this.assignments.submit(id, userId, assignment.status, submission);
      if (versionId === null) throw changedMeanwhile();
      const report = await this.originality.execute({
        submissionId: versionId,
        assignmentId: id,
        userId,
        title: assignment.title,
        text: content,
      });
      return toAssignmentView(
        {
          ...assignment,
          status: 'submitted',
          draftContent: content,
          submittedContent: content,
          submittedWordCount: submission.wordCount,
          submittedAt: now,
          updatedAt: now,
        },
        now,
        report.originalityScore,
      );
    });
  }
}
