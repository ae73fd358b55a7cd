import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AttemptRepository, Completion, NewAttempt } from '../application/ports/attempt.repository';
import type { AttemptItem, AttemptSummary, Grading, QuizAttempt } from '../domain/attempt';

interface AttemptRow {
  id: number;
  user_id: number;
  application_id: number;
  started_at: string;
  deadline: string;
  items: AttemptItem[];
  answers: number[];
  completed_at: string | null;
  grading: Grading | null;
  score: number | null;
  max_score: number | null;
  passed: boolean | null;
}

const COLUMNS =
  'id, user_id, application_id, started_at, deadline, items, answers, completed_at, grading, score, max_score, passed';

/**
 * SQL through `em.execute`, on the caller's transaction when there is one. The one-open-attempt index,
 * the conditional autosave and the row lock taken for grading settle every race in the database.
 */
@Injectable()
export class MikroOrmAttemptRepository implements AttemptRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: number): Promise<QuizAttempt | null> {
    return this.one(`SELECT ${COLUMNS} FROM quiz_attempts WHERE id = ?`, [id]);
  }

  findOpen(userId: number): Promise<QuizAttempt | null> {
    return this.one(`SELECT ${COLUMNS} FROM quiz_attempts WHERE user_id = ? AND completed_at IS NULL`, [userId]);
  }

  insertOpen(attempt: NewAttempt): Promise<QuizAttempt | null> {
    const answers = attempt.items.map(() => -1);
    return this.one(
      `INSERT INTO quiz_attempts (user_id, application_id, started_at, deadline, items, answers)
       VALUES (?, ?, ?, ?, ?::jsonb, ?::jsonb)
       ON CONFLICT (user_id) WHERE completed_at IS NULL DO NOTHING RETURNING ${COLUMNS}`,
      [
        attempt.userId,
        attempt.applicationId,
        attempt.startedAt,
        attempt.deadline,
        JSON.stringify(attempt.items),
        JSON.stringify(answers),
      ],
    );
  }

  async saveAnswer(attemptId: number, position: number, answer: number, notBefore: Date): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>(
      `UPDATE quiz_attempts SET answers = jsonb_set(answers, ARRAY[?::text], to_jsonb(?::int))
       WHERE id = ? AND completed_at IS NULL AND deadline >= ? AND ?::int < jsonb_array_length(answers)
       RETURNING id`,
      [position, answer, attemptId, notBefore, position],
    );
    return rows.length === 1;
  }

  lockOpen(attemptId: number): Promise<QuizAttempt | null> {
    return this.one(`SELECT ${COLUMNS} FROM quiz_attempts WHERE id = ? AND completed_at IS NULL FOR UPDATE`, [
      attemptId,
    ]);
  }

  async complete(attemptId: number, completion: Completion): Promise<void> {
    const { answers, completedAt, grading, result } = completion;
    await this.em.execute(
      `UPDATE quiz_attempts SET answers = ?::jsonb, completed_at = ?, grading = ?, score = ?, max_score = ?, passed = ?
       WHERE id = ? AND completed_at IS NULL`,
      [JSON.stringify(answers), completedAt, grading, result.score, result.maxScore, result.passed, attemptId],
    );
  }

  latestCompleted(userId: number): Promise<QuizAttempt | null> {
    return this.one(
      `SELECT ${COLUMNS} FROM quiz_attempts WHERE user_id = ? AND completed_at IS NOT NULL
       ORDER BY completed_at DESC, id DESC LIMIT 1`,
      [userId],
    );
  }

  async countCompleted(userId: number): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(
      'SELECT count(*) AS n FROM quiz_attempts WHERE user_id = ? AND completed_at IS NOT NULL',
      [userId],
    );
    return Number(row.n);
  }

  async listCompleted(userId: number): Promise<AttemptSummary[]> {
    const rows = await this.em.execute<Pick<AttemptRow, 'id' | 'score' | 'max_score' | 'completed_at'>[]>(
      `SELECT id, score, max_score, completed_at FROM quiz_attempts
       WHERE user_id = ? AND completed_at IS NOT NULL ORDER BY completed_at, id`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      score: Number(row.score),
      maxScore: Number(row.max_score),
      completedAt: toDate(row.completed_at as string),
    }));
  }

  async listForUsers(userIds: readonly number[]): Promise<QuizAttempt[]> {
    if (!userIds.length) return [];
    const rows = await this.em.execute<AttemptRow[]>(
      `SELECT ${COLUMNS} FROM quiz_attempts WHERE user_id IN (?) ORDER BY started_at, id`,
      [[...userIds]],
    );
    return rows.map(toAttempt);
  }

  async seenQuestionIds(userId: number): Promise<number[]> {
    const rows = await this.em.execute<{ question_id: number }[]>(
      `SELECT DISTINCT (item ->> 'questionId')::int AS question_id
       FROM quiz_attempts, jsonb_array_elements(items) AS item WHERE user_id = ?`,
      [userId],
    );
    return rows.map((row) => row.question_id);
  }

  async findOverdueIds(deadlineBefore: Date, limit: number): Promise<number[]> {
    const rows = await this.em.execute<{ id: number }[]>(
      'SELECT id FROM quiz_attempts WHERE completed_at IS NULL AND deadline < ? ORDER BY deadline LIMIT ?',
      [deadlineBefore, limit],
    );
    return rows.map((row) => row.id);
  }

  private async one(sql: string, params: unknown[]): Promise<QuizAttempt | null> {
    const rows = await this.em.execute<AttemptRow[]>(sql, params);
    return rows[0] ? toAttempt(rows[0]) : null;
  }
}

/** MikroORM leaves timestamps as PostgreSQL's text; raw rows are converted here. */
const toDate = (value: Date | string) => new Date(value);
const toDateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

function toAttempt(row: AttemptRow): QuizAttempt {
  const completed = row.completed_at !== null;
  return {
    id: row.id,
    userId: row.user_id,
    applicationId: row.application_id,
    startedAt: toDate(row.started_at),
    deadline: toDate(row.deadline),
    items: row.items,
    answers: row.answers,
    completedAt: toDateOrNull(row.completed_at),
    grading: row.grading,
    result: completed
      ? { score: Number(row.score), maxScore: Number(row.max_score), passed: Boolean(row.passed) }
      : null,
  };
}
