import { EntitySchema } from '@mikro-orm/core';
import { APPLICATION_STATUSES, type Application } from '../domain/application';

/** The `applications` table (Migration20261122002000_applications); written with conditional SQL. */
export const ApplicationSchema = new EntitySchema<Application>({
  name: 'Application',
  tableName: 'applications',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer', unique: 'applications_user_unique' },
    status: { enum: true, items: () => [...APPLICATION_STATUSES], default: 'quiz_required' },
    answers: { type: 'json', nullable: true },
    applicantDetails: { type: 'json', nullable: true, fieldName: 'applicant' },
    decisionNote: { type: 'text', nullable: true },
    decidedBy: { type: 'integer', nullable: true },
    decidedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
