import { EntitySchema } from '@mikro-orm/core';
import type { AssignmentSubmission } from '../domain/assignment';

/** The `assignment_submissions` table: every version a member handed in, never updated. */
export const AssignmentSubmissionSchema = new EntitySchema<AssignmentSubmission>({
  name: 'AssignmentSubmission',
  tableName: 'assignment_submissions',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    assignmentId: { type: 'integer' },
    userId: { type: 'integer', nullable: true },
    content: { type: 'text' },
    wordCount: { type: 'integer' },
    submittedAt: { type: 'datetime' },
  },
});
