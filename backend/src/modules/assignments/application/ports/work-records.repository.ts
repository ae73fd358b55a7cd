import type { AssignmentReview, WorkRecords } from '../../domain/work-activity';

/** The records of what happened to a member's work: the reviews kept here, the versions, the moments work was taken. */
export interface WorkRecordsRepository {
  /** Keeps one editor's review (in the caller's unit of work, beside the status change it made); answers its id. */
  recordReview(review: Omit<AssignmentReview, 'id'>): Promise<number>;
  /** The member's newest `limit` records of each kind (accepted, submitted, reviewed), each newest first. */
  recordsOf(userId: number, limit: number): Promise<WorkRecords>;
  /** The titles of these assignments; unknown ids are left out. */
  titles(ids: readonly number[]): Promise<Map<number, string>>;
}
