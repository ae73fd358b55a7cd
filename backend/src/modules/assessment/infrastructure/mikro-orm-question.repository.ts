import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { QuestionRepository } from '../application/ports/question.repository';
import type { DrawCandidate } from '../domain/draw';
import type { BankQuestion, QuizCategory, QuizDifficulty, StoredQuestion } from '../domain/question';

interface QuestionRow {
  id: number;
  key: string;
  category: QuizCategory;
  difficulty: QuizDifficulty;
  question: string;
  options: string[];
  correct_index: number;
}

@Injectable()
export class MikroOrmQuestionRepository implements QuestionRepository {
  constructor(private readonly em: EntityManager) {}

  async upsertBank(questions: readonly BankQuestion[], now: Date): Promise<{ active: number; retired: number }> {
    if (!questions.length) return { active: 0, retired: 0 };
    const values = questions.map(() => '(?, ?, ?, ?, ?::jsonb, ?)').join(', ');
    const params = questions.flatMap((q) => [
      q.key,
      q.category,
      q.difficulty,
      q.question,
      JSON.stringify(q.options),
      q.correctIndex,
    ]);
    await this.em.execute(
      `INSERT INTO quiz_questions (key, category, difficulty, question, options, correct_index) VALUES ${values}
       ON CONFLICT (key) DO UPDATE SET category = EXCLUDED.category, difficulty = EXCLUDED.difficulty,
         question = EXCLUDED.question, options = EXCLUDED.options, correct_index = EXCLUDED.correct_index,
         retired_at = NULL`,
      params,
    );
    const retired = await this.em.execute<{ id: number }[]>(
      'UPDATE quiz_questions SET retired_at = ? WHERE retired_at IS NULL AND key NOT IN (?) RETURNING id',
      [now, questions.map((q) => q.key)],
    );
    return { active: questions.length, retired: retired.length };
  }

  listDrawable(): Promise<DrawCandidate[]> {
    return this.em.execute<DrawCandidate[]>(
      'SELECT id, category, difficulty FROM quiz_questions WHERE retired_at IS NULL ORDER BY id',
    );
  }

  async findByIds(ids: readonly number[]): Promise<StoredQuestion[]> {
    if (!ids.length) return [];
    const rows = await this.em.execute<QuestionRow[]>(
      'SELECT id, key, category, difficulty, question, options, correct_index FROM quiz_questions WHERE id IN (?)',
      [[...ids]],
    );
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      category: row.category,
      difficulty: row.difficulty,
      question: row.question,
      options: row.options,
      correctIndex: row.correct_index,
    }));
  }
}
