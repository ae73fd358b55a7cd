import type { Assignment, AssignmentStatus } from '../../domain/assignment';

export type NewAssignment = Omit<
  Assignment,
  | 'id'
  | 'status'
  | 'assignedUserId'
  | 'acceptedAt'
  | 'draftContent'
  | 'submittedContent'
  | 'submittedWordCount'
  | 'submittedAt'
  | 'reviewNotes'
  | 'reviewedAt'
  | 'createdAt'
  | 'updatedAt'
>;

export interface Submission {
  content: string;
  wordCount: number;
  at: Date;
}

export interface AssignmentRepository {
  /** Open work: `available`, deadline still ahead, soonest deadline first. */
  listAvailable(now: Date, limit: number): Promise<Assignment[]>;
  /** The member's assignments, most recently changed first. */
  listForMember(userId: number): Promise<Assignment[]>;
  findById(id: number): Promise<Assignment | null>;
  /** The member's own assignment, or null (also for another member's). */
  findForMember(id: number, userId: number): Promise<Assignment | null>;
  countActive(userId: number): Promise<number>;

  /**
   * One conditional UPDATE: the assignment goes to the member only while it is `available`, its deadline ahead,
   * and the member holds fewer than `limit` active ones. Answers the assignment, or null when any of that
   * failed. Claims by one member are serialized (for the limit); claims of one assignment are decided by the row.
   */
  claim(id: number, userId: number, limit: number, now: Date): Promise<Assignment | null>;

  /** Saves the draft and moves to `next`, only if the status is still `from`; false otherwise. */
  saveDraft(
    id: number,
    userId: number,
    from: AssignmentStatus,
    next: AssignmentStatus,
    content: string,
    now: Date,
  ): Promise<boolean>;

  /** Sets `submitted` with the content and its count, only if the status is still `from`, and stores the version. */
  submit(id: number, userId: number, from: AssignmentStatus, submission: Submission): Promise<boolean>;

  /** Titles already present, for an idempotent seed. */
  existingTitles(titles: readonly string[]): Promise<Set<string>>;
  insertMany(assignments: readonly NewAssignment[], now: Date): Promise<void>;
}
