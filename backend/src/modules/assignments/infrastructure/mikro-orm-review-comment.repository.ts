import { LockMode, type ObjectQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../platform/database/fresh-read';
import { col, SqlRunner } from '../../../platform/database/sql-runner';
import type {
  CommentReader,
  NewReviewComment,
  ReviewCommentRepository,
  ReviewFigures,
  WriterHistory,
} from '../application/ports/review-comment.repository';
import { ASSIGNMENT_STATUSES, type AssignmentStatus } from '../domain/assignment';
import type { ReviewComment, ReviewCommentReply } from '../domain/review-comment';
import { AssignmentSubmissionSchema } from './assignment-submission.schema';
import { ReviewCommentReplySchema, ReviewCommentSchema, type ReviewCommentRow } from './review-comment.schema';

const toComment = (row: ReviewCommentRow): ReviewComment => ({
  id: row.id,
  assignmentId: row.assignmentId,
  submissionId: row.submissionId,
  authorId: row.authorId,
  selector: {
    position: { start: row.positionStart, end: row.positionEnd },
    quote: { exact: row.quoteExact, prefix: row.quotePrefix, suffix: row.quoteSuffix },
  },
  body: row.body,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
  resolvedAt: row.resolvedAt,
  resolvedById: row.resolvedById,
});

/**
 * Comments through the EntityManager (FRESH_READ: rows change only by conditional statements); state changes as
 * conditional `nativeUpdate`/`nativeDelete`s, so concurrent editors are decided by the database; counts in SQL.
 */
@Injectable()
export class MikroOrmReviewCommentRepository implements ReviewCommentRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  async lockAssignmentStatus(assignmentId: number): Promise<AssignmentStatus | null> {
    const row = await this.sql.one('SELECT status FROM assignments WHERE id = ? FOR SHARE', [assignmentId], {
      status: col.oneOf(ASSIGNMENT_STATUSES),
    });
    return row?.status ?? null;
  }

  async create(comment: NewReviewComment): Promise<ReviewComment> {
    const { position, quote } = comment.selector;
    const row = this.em.create(ReviewCommentSchema, {
      assignmentId: comment.assignmentId,
      submissionId: comment.submissionId,
      authorId: comment.authorId,
      positionStart: position.start,
      positionEnd: position.end,
      quoteExact: quote.exact,
      quotePrefix: quote.prefix,
      quoteSuffix: quote.suffix,
      body: comment.body,
      createdAt: comment.createdAt,
      sentAt: null,
      resolvedAt: null,
      resolvedById: null,
    });
    await this.em.persist(row).flush();
    return toComment(row);
  }

  async listFor(assignmentId: number, reader: CommentReader): Promise<ReviewComment[]> {
    const rows = await this.em.find(ReviewCommentSchema, await this.readable(assignmentId, reader), {
      ...FRESH_READ,
      orderBy: { id: 'asc' },
    });
    return rows.map(toComment);
  }

  async current(commentId: number): Promise<ReviewComment | null> {
    const row = await this.em.findOne(ReviewCommentSchema, { id: commentId }, FRESH_READ);
    return row ? toComment(row) : null;
  }

  async find(
    assignmentId: number,
    commentId: number,
    reader: CommentReader,
    lock: 'share' | 'update',
  ): Promise<ReviewComment | null> {
    const row = await this.em.findOne(
      ReviewCommentSchema,
      { id: commentId, ...(await this.readable(assignmentId, reader)) },
      { ...FRESH_READ, lockMode: lock === 'share' ? LockMode.PESSIMISTIC_READ : LockMode.PESSIMISTIC_WRITE },
    );
    return row ? toComment(row) : null;
  }

  /** The condition on the assignment's comments `reader` may read (a writer: sent, on versions they handed in). */
  private async readable(assignmentId: number, reader: CommentReader): Promise<ObjectQuery<ReviewCommentRow>> {
    if (reader === 'editor') return { assignmentId };
    const own = await this.em.find(
      AssignmentSubmissionSchema,
      { assignmentId, userId: reader.writerId },
      { ...FRESH_READ, fields: ['id'] },
    );
    return { assignmentId, sentAt: { $ne: null }, submissionId: { $in: own.map((version) => version.id) } };
  }

  async repliesOf(commentIds: readonly number[]): Promise<ReviewCommentReply[]> {
    if (!commentIds.length) return [];
    return this.em.find(
      ReviewCommentReplySchema,
      { commentId: { $in: [...commentIds] } },
      { ...FRESH_READ, orderBy: { id: 'asc' } },
    );
  }

  async addReply(commentId: number, authorId: number, body: string, at: Date): Promise<ReviewCommentReply> {
    const reply = this.em.create(ReviewCommentReplySchema, { commentId, authorId, body, createdAt: at });
    await this.em.persist(reply).flush();
    return { ...reply };
  }

  async setResolved(commentId: number, resolved: boolean, byId: number, at: Date): Promise<boolean> {
    const changed = await this.em.nativeUpdate(
      ReviewCommentSchema,
      { id: commentId, resolvedAt: resolved ? null : { $ne: null } },
      resolved ? { resolvedAt: at, resolvedById: byId } : { resolvedAt: null, resolvedById: null },
    );
    return changed === 1;
  }

  async deleteDraft(commentId: number): Promise<boolean> {
    return (await this.em.nativeDelete(ReviewCommentSchema, { id: commentId, sentAt: null })) === 1;
  }

  sendDrafts(assignmentId: number, at: Date): Promise<number> {
    return this.em.nativeUpdate(ReviewCommentSchema, { assignmentId, sentAt: null }, { sentAt: at });
  }

  async countOpen(assignmentId: number): Promise<number> {
    return (await this.figuresOf([assignmentId])).get(assignmentId)?.openComments ?? 0;
  }

  async figuresOf(assignmentIds: readonly number[]): Promise<Map<number, ReviewFigures>> {
    if (!assignmentIds.length) return new Map();
    const rows = await this.sql.rows(
      `SELECT a.id,
         (SELECT count(*) FROM review_comments c
          WHERE c.assignment_id = a.id AND c.sent_at IS NOT NULL AND c.resolved_at IS NULL)::int AS open_comments,
         (SELECT count(*) FROM assignment_submissions s WHERE s.assignment_id = a.id)::int AS versions
       FROM assignments a WHERE a.id IN (?)`,
      [[...assignmentIds]],
      { id: col.int, open_comments: col.int, versions: col.int },
    );
    return new Map(rows.map((row) => [row.id, { openComments: row.open_comments, versions: row.versions }]));
  }

  async writerHistory(userId: number): Promise<WriterHistory> {
    const row = await this.sql.one(
      `SELECT (SELECT count(*) FROM assignments WHERE assigned_user_id = ? AND status = 'completed')::int AS completed,
              (SELECT count(*) FROM assignment_reviews WHERE user_id = ? AND decision = 'revise')::int AS revisions`,
      [userId, userId],
      { completed: col.int, revisions: col.int },
    );
    return { completed: row?.completed ?? 0, revisionsAsked: row?.revisions ?? 0 };
  }
}
