import type { Assignment, AssignmentSubmission } from '../../domain/assignment';
import type { PassageSelector } from '../../domain/review-comment';
import type { AssignmentReview } from '../../domain/work-activity';

/** A sent comment of the seeded history, on the version at index `version`, with the writer's reply. */
export interface PastComment {
  version: number;
  authorId: number | null;
  selector: PassageSelector;
  body: string;
  createdAt: Date;
  sentAt: Date;
  resolvedAt: Date | null;
  resolvedById: number | null;
  reply: { authorId: number; body: string; createdAt: Date } | null;
}

/**
 * A finished or running piece of work as the seed writes it: the row with its own timestamps, its versions and
 * the editor's reviews of them.
 */
export interface PastWork {
  assignment: Omit<Assignment, 'id'>;
  versions: Omit<AssignmentSubmission, 'id' | 'assignmentId'>[];
  reviews: Omit<AssignmentReview, 'id' | 'assignmentId'>[];
  comments: PastComment[];
}

/** Writes seeded history as it happened (past timestamps), which the use cases, living in the present, cannot. */
export interface WorkHistoryWriter {
  hasAnyWork(userId: number): Promise<boolean>;
  /**
   * Inserts the assignment, its versions, reviews and comments; answers their ids (the versions' in the order
   * given).
   */
  insert(work: PastWork): Promise<{ assignmentId: number; versionIds: number[] }>;
}
