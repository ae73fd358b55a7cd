import { EntitySchema } from '@mikro-orm/core';
import { REVIEW_DECISIONS } from '../domain/editor-transitions';
import type { AssignmentReview } from '../domain/work-activity';

/** The `assignment_reviews` table (Migration20261223000000_assignment_reviews): every review, never updated. */
export const AssignmentReviewSchema = new EntitySchema<AssignmentReview>({
  name: 'AssignmentReview',
  tableName: 'assignment_reviews',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    assignmentId: { type: 'integer' },
    userId: { type: 'integer', nullable: true },
    decision: { enum: true, items: () => [...REVIEW_DECISIONS] },
    notes: { type: 'text', nullable: true },
    reviewedAt: { type: 'datetime' },
  },
});
