import { Inject, Injectable } from '@nestjs/common';
import { ASSIGNMENT_REPOSITORY, REVIEW_COMMENTS } from '../../assignments.tokens';
import type { Assignment, AssignmentSubmission } from '../../domain/assignment';
import { assignmentNotFound, versionNotFound } from '../../domain/assignments.errors';
import type { AssignmentRepository } from '../ports/assignment.repository';
import type { ReviewCommentRepository, ReviewFigures, WriterHistory } from '../ports/review-comment.repository';

export interface AssignmentWithVersions {
  assignment: Assignment;
  /** Every version handed in, oldest first. */
  submissions: AssignmentSubmission[];
}

/** Reads for the editors' screens (the admin module picks a page of ids, then loads them here). */
@Injectable()
export class FindAssignments {
  constructor(
    @Inject(ASSIGNMENT_REPOSITORY) private readonly assignments: AssignmentRepository,
    @Inject(REVIEW_COMMENTS) private readonly comments: ReviewCommentRepository,
  ) {}

  /** In the order of `ids`; unknown ids are skipped. */
  async byIds(ids: readonly number[]): Promise<Assignment[]> {
    const byId = new Map((await this.assignments.findByIds(ids)).map((a) => [a.id, a]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** One assignment with its submitted versions; 404 'Assignment Not Found'. */
  async withVersions(id: number): Promise<AssignmentWithVersions> {
    const assignment = await this.assignments.findById(id);
    if (!assignment) throw assignmentNotFound();
    return { assignment, submissions: await this.assignments.listSubmissions(id) };
  }

  /** The review queue's figures of each assignment (D22): open comments and versions; unknown ids are skipped. */
  reviewFigures(ids: readonly number[]): Promise<Map<number, ReviewFigures>> {
    return this.comments.figuresOf(ids);
  }

  /** The writer's completed work with the collective and the revisions editors asked of them (D22). */
  writerHistory(userId: number): Promise<WriterHistory> {
    return this.comments.writerHistory(userId);
  }

  /** One version of the assignment; 404 'Assignment Not Found', or for another assignment's version. */
  async version(id: number, submissionId: number): Promise<AssignmentSubmission> {
    const { submissions } = await this.withVersions(id);
    const version = submissions.find((candidate) => candidate.id === submissionId);
    if (!version) throw versionNotFound();
    return version;
  }
}
