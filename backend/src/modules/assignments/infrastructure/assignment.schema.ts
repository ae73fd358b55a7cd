import { EntitySchema } from '@mikro-orm/core';
import { ASSIGNMENT_STATUSES, ASSIGNMENT_TYPES, type Assignment } from '../domain/assignment';

/** The `assignments` table (Migration20261203000000_assignments, accepted_at and reviewed_at from
 * Migration20261205000000_assignment_activity_times, is_premium from Migration20270105400000_premium_assignments,
 * premium_since from Migration20270106000000_assignment_premium_since); statuses change by conditional statements. */
export const AssignmentSchema = new EntitySchema<Assignment>({
  name: 'Assignment',
  tableName: 'assignments',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    title: { type: 'text' },
    description: { type: 'text' },
    type: { enum: true, items: () => [...ASSIGNMENT_TYPES], default: 'article' },
    status: { enum: true, items: () => [...ASSIGNMENT_STATUSES], default: 'available' },
    wordCount: { type: 'integer' },
    payRateCents: { type: 'integer' },
    isPerWord: { type: 'boolean', default: true },
    deadline: { type: 'datetime' },
    requirements: { type: 'text', nullable: true },
    assignedUserId: { type: 'integer', nullable: true },
    isPremium: { type: 'boolean', default: false },
    premiumSince: { type: 'datetime', nullable: true },
    acceptedAt: { type: 'datetime', nullable: true },
    draftContent: { type: 'text', nullable: true },
    submittedContent: { type: 'text', nullable: true },
    submittedWordCount: { type: 'integer', nullable: true },
    submittedAt: { type: 'datetime', nullable: true },
    reviewNotes: { type: 'text', nullable: true },
    reviewedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
