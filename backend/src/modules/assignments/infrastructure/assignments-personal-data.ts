import { Injectable } from '@nestjs/common';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { DataSubject, PersonalData } from '../../../shared/application/personal-data';

/**
 * The member's assignments, every version they handed in and every review of it, and the review desk's comments
 * and replies they wrote or resolved (D19, "Your data"; D22). On deletion
 * the work they handed in stays for the books and the review queue, unowned (ON DELETE SET NULL): it was paid
 * for, or is owed. What was never handed in goes (the unsaved drafts of work they held), and so do the editors'
 * notes to them.
 */
@Injectable()
export class AssignmentsPersonalData implements PersonalData {
  readonly section = 'assignments';
  readonly tables = {
    assignments: ['assigned_user_id'],
    assignment_submissions: ['user_id'],
    assignment_reviews: ['user_id'],
    review_comments: ['author_id', 'resolved_by_id'],
    review_comment_replies: ['author_id'],
  };

  constructor(private readonly sql: SqlRunner) {}

  async read({ id }: DataSubject): Promise<Record<string, unknown[]>> {
    return {
      assignments: await this.sql.asStored('SELECT * FROM assignments WHERE assigned_user_id = ? ORDER BY id', [id]),
      assignment_submissions: await this.sql.asStored(
        'SELECT * FROM assignment_submissions WHERE user_id = ? ORDER BY id',
        [id],
      ),
      assignment_reviews: await this.sql.asStored('SELECT * FROM assignment_reviews WHERE user_id = ? ORDER BY id', [
        id,
      ]),
      // D22: the comments on the versions they handed in, those they wrote (as an editor) or resolved, and their
      // replies.
      review_comments: await this.sql.asStored(
        `SELECT * FROM review_comments WHERE author_id = ? OR resolved_by_id = ?
           OR submission_id IN (SELECT id FROM assignment_submissions WHERE user_id = ?) ORDER BY id`,
        [id, id, id],
      ),
      review_comment_replies: await this.sql.asStored(
        'SELECT * FROM review_comment_replies WHERE author_id = ? ORDER BY id',
        [id],
      ),
    };
  }

  /**
   * Runs after ReleaseMemberAssignments, which returned their open work to `available`. The editors' notes to the
   * member go too (feedback addressed to them, often by name); the decisions stay with the work.
   */
  async erase({ id }: DataSubject): Promise<void> {
    await this.sql.run('UPDATE assignments SET draft_content = NULL, review_notes = NULL WHERE assigned_user_id = ?', [
      id,
    ]);
    await this.sql.run('UPDATE assignment_reviews SET notes = NULL WHERE user_id = ?', [id]);
    // D22: comments and replies stay with the work (paid, or owed), unsigned; the account's deletion would set
    // the columns to NULL anyway (ON DELETE SET NULL), this says so where the erasure is read.
    await this.sql.run('UPDATE review_comments SET author_id = NULL WHERE author_id = ?', [id]);
    await this.sql.run('UPDATE review_comments SET resolved_by_id = NULL WHERE resolved_by_id = ?', [id]);
    await this.sql.run('UPDATE review_comment_replies SET author_id = NULL WHERE author_id = ?', [id]);
  }
}
