import type { Assignment, AssignmentSubmission } from '../../domain/assignment';
import type { AssignmentReview } from '../../domain/work-activity';

/**
 * A finished or running piece of work as the seed writes it: the row with its own timestamps, its versions and
 * the editor's reviews of them.
 */
export interface PastWork {
  assignment: Omit<Assignment, 'id'>;
  versions: Omit<AssignmentSubmission, 'id' | 'assignmentId'>[];
  reviews: Omit<AssignmentReview, 'id' | 'assignmentId'>[];
}

/** Writes seeded history as it happened (past timestamps), which the use cases, living in the present, cannot. */
export interface WorkHistoryWriter {
  hasAnyWork(userId: number): Promise<boolean>;
  /** Inserts the assignment, its versions and reviews; answers their ids (the versions' in the order given). */
  insert(work: PastWork): Promise<{ assignmentId: number; versionIds: number[] }>;
}
