import { EntitySchema } from '@mikro-orm/core';
import { GRADINGS, type AttemptItem, type Grading } from '../domain/attempt';

/** A row of `quiz_attempts` (Migration20261122002100_assessment); the repository maps it to `QuizAttempt`. */
export interface AttemptRecord {
  id: number;
  userId: number;
  applicationId: number;
  startedAt: Date;
  deadline: Date;
  items: AttemptItem[];
  answers: number[];
  completedAt: Date | null;
  grading: Grading | null;
  score: number | null;
  maxScore: number | null;
  passed: boolean | null;
}

export const AttemptSchema = new EntitySchema<AttemptRecord>({
  name: 'QuizAttempt',
  tableName: 'quiz_attempts',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer' },
    applicationId: { type: 'integer' },
    startedAt: { type: 'datetime' },
    deadline: { type: 'datetime' },
    items: { type: 'json' },
    answers: { type: 'json' },
    completedAt: { type: 'datetime', nullable: true },
    grading: { enum: true, items: () => [...GRADINGS], nullable: true },
    score: { type: 'smallint', nullable: true },
    maxScore: { type: 'smallint', nullable: true },
    passed: { type: 'boolean', nullable: true },
  },
});
