import type { Assignment, AssignmentSubmission } from '../../domain/assignment';

/** A finished or running piece of work as the seed writes it: the row with its own timestamps, and its versions. */
export interface PastWork {
  assignment: Omit<Assignment, 'id'>;
  versions: Omit<AssignmentSubmission, 'id' | 'assignmentId'>[];
}

/** Writes seeded history as it happened (past timestamps), which the use cases, living in the present, cannot. */
export interface WorkHistoryWriter {
  hasAnyWork(userId: number): Promise<boolean>;
  /** Inserts the assignment and its versions; answers their ids (the versions' in the order given). */
  insert(work: PastWork): Promise<{ assignmentId: number; versionIds: number[] }>;
}
