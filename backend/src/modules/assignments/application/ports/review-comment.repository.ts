import type { AssignmentStatus } from '../../domain/assignment';
import type { PassageSelector, ReviewComment, ReviewCommentReply } from '../../domain/review-comment';

export interface NewReviewComment {
  assignmentId: number;
  submissionId: number;
  authorId: number;
  selector: PassageSelector;
  body: string;
  createdAt: Date;
}

/** Figures of one assignment for the review queue (D22). */
export interface ReviewFigures {
  /** Sent comments nobody has resolved. */
  openComments: number;
  /** Versions handed in. */
  versions: number;
}

/** How a writer has fared with the collective: completed work, and revisions editors asked of them. */
export interface WriterHistory {
  completed: number;
  revisionsAsked: number;
}

/**
 * Whose eyes a read is for: an editor reads every comment, drafts included; a writer only the sent comments on
 * versions they handed in themselves (D13: a comment quotes its version, and after a release the next writer of
 * the assignment must not read the previous one's unpublished text through it).
 */
export type CommentReader = 'editor' | { writerId: number };

/** The review desk's comments and replies (D22). Every write joins the caller's unit of work. */
export interface ReviewCommentRepository {
  /**
   * The assignment's status, its row share-locked to the end of the transaction: a decision (an UPDATE of the
   * row) waits for a comment being added, and a comment waits for a decision being made, then sees its status.
   * Null for an unknown assignment.
   */
  lockAssignmentStatus(assignmentId: number): Promise<AssignmentStatus | null>;
  create(comment: NewReviewComment): Promise<ReviewComment>;
  /** The comments of the assignment `reader` may read, oldest first. */
  listFor(assignmentId: number, reader: CommentReader): Promise<ReviewComment[]>;
  /** The comment as it is now, without a lock (the answer after a change). */
  current(commentId: number): Promise<ReviewComment | null>;
  /**
   * The comment of that assignment, if `reader` may read it, locked to the end of the transaction: `share` for a
   * reply (a delete waits for it), `update` for a change of the comment's row (resolve, delete): two of those
   * queue on the row instead of both holding a share lock and deadlocking as each tries to write.
   */
  find(
    assignmentId: number,
    commentId: number,
    reader: CommentReader,
    lock: 'share' | 'update',
  ): Promise<ReviewComment | null>;
  /** The replies to these comments, oldest first. */
  repliesOf(commentIds: readonly number[]): Promise<ReviewCommentReply[]>;
  addReply(commentId: number, authorId: number, body: string, at: Date): Promise<ReviewCommentReply>;
  /**
   * One conditional UPDATE: resolves (by `byId`) or reopens the comment only if it is not so already. Answers
   * whether it changed; of two people resolving at once, one changes it and the other finds it resolved.
   */
  setResolved(commentId: number, resolved: boolean, byId: number, at: Date): Promise<boolean>;
  /** Deletes the comment only while it is a draft; answers whether it did. */
  deleteDraft(commentId: number): Promise<boolean>;
  /** Sends every draft of the assignment (`sent_at` = `at`); answers how many. */
  sendDrafts(assignmentId: number, at: Date): Promise<number>;
  countOpen(assignmentId: number): Promise<number>;
  figuresOf(assignmentIds: readonly number[]): Promise<Map<number, ReviewFigures>>;
  writerHistory(userId: number): Promise<WriterHistory>;
}
