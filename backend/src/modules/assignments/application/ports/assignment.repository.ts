import type { Assignment, AssignmentStatus, AssignmentSubmission } from '../../domain/assignment';
import type { AssignmentBrief } from '../../domain/assignment-brief';
import type { StatusEffects } from '../../domain/editor-transitions';

/** A new assignment is its brief; everything else starts empty (`available`, held by nobody). */
export type NewAssignment = AssignmentBrief;

/** What an editor's change writes: brief fields and the effects of a status change. */
export type AssignmentChanges = Partial<AssignmentBrief> & StatusEffects;

/** An assignment a release returned to `available`, with what it was before. */
export interface ReleasedAssignment {
  id: number;
  title: string;
  previousStatus: AssignmentStatus;
  previousUserId: number | null;
}

export interface Submission {
  content: string;
  wordCount: number;
  at: Date;
}

/**
 * Who may see and take premium work now (D20): a member with the first look (Editorial Partners, admins) all of
 * it; everyone else premium work marked premium at or before `premiumMarkedBy` (now minus the early-access hours).
 */
export interface PremiumAccess {
  firstLook: boolean;
  premiumMarkedBy: Date;
}

export interface AssignmentRepository {
  /** Open work the member may see (`access`): `available`, deadline still ahead, soonest deadline first. */
  listAvailable(now: Date, limit: number, access: PremiumAccess): Promise<Assignment[]>;
  /** The member's assignments, most recently changed first. */
  listForMember(userId: number): Promise<Assignment[]>;
  findById(id: number): Promise<Assignment | null>;
  /** The member's own assignment, or null (also for another member's). */
  findForMember(id: number, userId: number): Promise<Assignment | null>;
  countActive(userId: number): Promise<number>;
  /** Each member's active assignments (assigned or in progress, D9's claim limit), one statement for all. */
  countActiveByMember(userIds: readonly number[]): Promise<Map<number, number>>;

  /**
   * One conditional UPDATE: the assignment goes to the member only while it is `available`, its deadline ahead,
   * the member holds fewer than `limit` active ones, and premium work is open to them (`access`, D20). Answers
   * the assignment, or null when any of that failed. Claims by one member are serialized (for the limit); claims
   * of one assignment are decided by the row.
   */
  claim(id: number, userId: number, limit: number, now: Date, access: PremiumAccess): Promise<Assignment | null>;

  /** Saves the draft and moves to `next`, only if the status is still `from`; false otherwise. */
  saveDraft(
    id: number,
    userId: number,
    from: AssignmentStatus,
    next: AssignmentStatus,
    content: string,
    now: Date,
  ): Promise<boolean>;

  /**
   * Sets `submitted` with the content and its count, only if the status is still `from`, and stores the version.
   * Answers the version's id, or null when the status was no longer `from`.
   */
  submit(id: number, userId: number, from: AssignmentStatus, submission: Submission): Promise<number | null>;

  /** Several assignments at once, in no particular order; unknown ids are skipped. */
  findByIds(ids: readonly number[]): Promise<Assignment[]>;
  /** Every version handed in, oldest first. */
  listSubmissions(id: number): Promise<AssignmentSubmission[]>;

  create(brief: AssignmentBrief, now: Date): Promise<Assignment>;

  /**
   * One conditional UPDATE: writes `changes` only while the status is still `expected` (an editor's edit,
   * review or release). Answers the row as it is after it, or null when the status was no longer `expected`.
   */
  change(id: number, expected: AssignmentStatus, changes: AssignmentChanges, now: Date): Promise<Assignment | null>;

  /**
   * One conditional UPDATE ... RETURNING: `assigned` and `in_progress` work whose deadline is before `cutoff`
   * goes back to `available` (the columns of the domain's RELEASED).
   */
  releaseOverdue(cutoff: Date, now: Date): Promise<ReleasedAssignment[]>;
  /** The same for the work a member holds (`assigned`, `in_progress`, `reviewed`), when the account goes. */
  releaseHeldBy(userId: number, now: Date): Promise<ReleasedAssignment[]>;

  /** Titles already present, for an idempotent seed. */
  existingTitles(titles: readonly string[]): Promise<Set<string>>;
  insertMany(assignments: readonly NewAssignment[], now: Date): Promise<void>;
}
