import { EntitySchema } from '@mikro-orm/core';
import { QUIZ_CATEGORIES, type StoredQuestion } from '../domain/question';

/** The `quiz_questions` table (Migration20261122002100_assessment). */
export const QuestionSchema = new EntitySchema<StoredQuestion & { retiredAt: Date | null }>({
  name: 'QuizQuestion',
  tableName: 'quiz_questions',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    key: { type: 'string', length: 100, unique: 'quiz_questions_key_unique' },
    category: { enum: true, items: () => [...QUIZ_CATEGORIES] },
    difficulty: { type: 'smallint' },
    question: { type: 'text' },
    options: { type: 'json' },
    correctIndex: { type: 'smallint' },
    retiredAt: { type: 'datetime', nullable: true },
  },
});
