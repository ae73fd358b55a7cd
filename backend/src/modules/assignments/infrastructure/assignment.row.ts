import { col, type RowOf } from '../../../platform/database/sql-runner';
import { ASSIGNMENT_STATUSES, ASSIGNMENT_TYPES, type Assignment } from '../domain/assignment';

/**
 * An `assignments` row (`SELECT *`, `RETURNING *`) for the member's hot paths, the open list and the claim: read
 * with SqlRunner.rows, they skip MikroORM's query builder and entity hydration, which were about 40 % of the
 * app's CPU for `GET /api/assignments` (docs/performance.md). Such rows are never managed, as FRESH_READ wants.
 */
export const ASSIGNMENT_ROW = {
  id: col.int,
  title: col.text,
  description: col.text,
  type: col.oneOf(ASSIGNMENT_TYPES),
  status: col.oneOf(ASSIGNMENT_STATUSES),
  word_count: col.int,
  pay_rate_cents: col.int,
  is_per_word: col.bool,
  deadline: col.date,
  requirements: col.nullable(col.text),
  assigned_user_id: col.nullable(col.int),
  accepted_at: col.nullable(col.date),
  draft_content: col.nullable(col.text),
  submitted_content: col.nullable(col.text),
  submitted_word_count: col.nullable(col.int),
  submitted_at: col.nullable(col.date),
  review_notes: col.nullable(col.text),
  reviewed_at: col.nullable(col.date),
  created_at: col.date,
  updated_at: col.date,
};

export function toAssignment(row: RowOf<typeof ASSIGNMENT_ROW>): Assignment {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    status: row.status,
    wordCount: row.word_count,
    payRateCents: row.pay_rate_cents,
    isPerWord: row.is_per_word,
    deadline: row.deadline,
    requirements: row.requirements,
    assignedUserId: row.assigned_user_id,
    acceptedAt: row.accepted_at,
    draftContent: row.draft_content,
    submittedContent: row.submitted_content,
    submittedWordCount: row.submitted_word_count,
    submittedAt: row.submitted_at,
    reviewNotes: row.review_notes,
    reviewedAt: row.reviewed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
