import { EntitySchema } from '@mikro-orm/core';

/** A row of `review_comments` (Migration20270107000000_review_comments), the selector in columns. */
export interface ReviewCommentRow {
  id: number;
  assignmentId: number;
  submissionId: number;
  authorId: number | null;
  positionStart: number;
  positionEnd: number;
  quoteExact: string;
  quotePrefix: string;
  quoteSuffix: string;
  body: string;
  createdAt: Date;
  sentAt: Date | null;
  resolvedAt: Date | null;
  resolvedById: number | null;
}

export const ReviewCommentSchema = new EntitySchema<ReviewCommentRow>({
  name: 'ReviewComment',
  tableName: 'review_comments',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    assignmentId: { type: 'integer' },
    submissionId: { type: 'integer' },
    authorId: { type: 'integer', nullable: true },
    positionStart: { type: 'integer' },
    positionEnd: { type: 'integer' },
    quoteExact: { type: 'text' },
    quotePrefix: { type: 'text' },
    quoteSuffix: { type: 'text' },
    body: { type: 'text' },
    createdAt: { type: 'datetime' },
    sentAt: { type: 'datetime', nullable: true },
    resolvedAt: { type: 'datetime', nullable: true },
    resolvedById: { type: 'integer', nullable: true },
  },
});

/** A row of `review_comment_replies`: the writer's and the editors' answers to a comment, never edited. */
export interface ReviewCommentReplyRow {
  id: number;
  commentId: number;
  authorId: number | null;
  body: string;
  createdAt: Date;
}

export const ReviewCommentReplySchema = new EntitySchema<ReviewCommentReplyRow>({
  name: 'ReviewCommentReply',
  tableName: 'review_comment_replies',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    commentId: { type: 'integer' },
    authorId: { type: 'integer', nullable: true },
    body: { type: 'text' },
    createdAt: { type: 'datetime' },
  },
});
