import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { QuestionRepository } from '../application/ports/question.repository';
import type { DrawCandidate } from '../domain/draw';
import type { BankQuestion, StoredQuestion } from '../domain/question';
import { QuestionSchema } from './question.schema';

/** The bank changes only when the seed runs; attempts read its questions by id. */
@Injectable()
export class MikroOrmQuestionRepository implements QuestionRepository {
  constructor(private readonly em: EntityManager) {}

  async upsertBank(questions: readonly BankQuestion[], now: Date): Promise<{ active: number; retired: number }> {
    if (!questions.length) return { active: 0, retired: 0 };
    // One INSERT ... ON CONFLICT (key) DO UPDATE: a question back in the bank is active again.
    await this.em.upsertMany(
      QuestionSchema,
      questions.map((q) => ({
        key: q.key,
        category: q.category,
        difficulty: q.difficulty,
        question: q.question,
        options: [...q.options],
        correctIndex: q.correctIndex,
        retiredAt: null,
      })),
      { onConflictFields: ['key'], onConflictAction: 'merge' },
    );
    const retired = await this.em.nativeUpdate(
      QuestionSchema,
      { retiredAt: null, key: { $nin: questions.map((q) => q.key) } },
      { retiredAt: now },
    );
    return { active: questions.length, retired };
  }

  async listDrawable(): Promise<DrawCandidate[]> {
    const drawable = await this.em.find(
      QuestionSchema,
      { retiredAt: null },
      { fields: ['id', 'category', 'difficulty'], orderBy: { id: 'asc' } },
    );
    return drawable.map(({ id, category, difficulty }) => ({ id, category, difficulty }));
  }

  async findByIds(ids: readonly number[]): Promise<StoredQuestion[]> {
    if (!ids.length) return [];
    const questions = await this.em.find(QuestionSchema, { id: { $in: [...ids] } });
    return questions.map(({ id, key, category, difficulty, question, options, correctIndex }) => ({
      id,
      key,
      category,
      difficulty,
      question,
      options,
      correctIndex,
    }));
  }
}
