import { EntitySchema } from '@mikro-orm/core';
import { APPLICATION_STATUSES, type Application } from '../domain/application';

/**
 * The `applications` table (Migration20261122002000_applications, ..._application_reapply); written with
 * conditional SQL. One current application per member: the partial unique index `applications_one_current`
 * on `user_id WHERE superseded_at IS NULL`.
 */
export const ApplicationSchema = new EntitySchema<Application>({
  name: 'Application',
  tableName: 'applications',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer' },
    status: { enum: true, items: () => [...APPLICATION_STATUSES], default: 'quiz_required' },
    answers: { type: 'json', nullable: true },
    applicantDetails: { type: 'json', nullable: true, fieldName: 'applicant' },
    decisionNote: { type: 'text', nullable: true },
    decidedBy: { type: 'integer', nullable: true },
    decidedAt: { type: 'datetime', nullable: true },
    reapplyAt: { type: 'datetime', nullable: true },
    supersededAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
