import { LockMode, raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AttemptRepository, Completion, NewAttempt } from '../application/ports/attempt.repository';
import type { AttemptSummary, QuizAttempt, QuizResult } from '../domain/attempt';
import type { AttemptHistory } from '../domain/retakes';
import { UNANSWERED } from '../domain/quiz-rules';
import { AttemptSchema, type AttemptRecord } from './attempt.schema';
import { FRESH_READ } from '../../../platform/database/fresh-read';

// An attempt changes only through conditional statements the database decides (the one-open-attempt
// index, the autosave's deadline test, the completion of an open row), so every read is a FRESH_READ.

const OLDEST_FIRST = { startedAt: 'asc', id: 'asc' } as const;

@Injectable()
export class MikroOrmAttemptRepository implements AttemptRepository {
  constructor(private readonly em: EntityManager) {}

  async findById(id: number): Promise<QuizAttempt | null> {
    return toAttemptOrNull(await this.em.findOne(AttemptSchema, { id }, FRESH_READ));
  }

  async findOpen(userId: number): Promise<QuizAttempt | null> {
    return toAttemptOrNull(await this.em.findOne(AttemptSchema, { userId, completedAt: null }, FRESH_READ));
  }

  /**
   * Raw SQL: the conflict target is the partial index `quiz_attempts_one_open`, which an upsert through
   * the ORM cannot name (its predicate), and a losing concurrent start must get no row rather than an error.
   */
  async insertOpen(attempt: NewAttempt): Promise<QuizAttempt | null> {
    const [inserted] = await this.em.execute(
      `INSERT INTO quiz_attempts (user_id, application_id, started_at, deadline, items, answers)
       VALUES (?, ?, ?, ?, ?::jsonb, ?::jsonb)
       ON CONFLICT (user_id) WHERE completed_at IS NULL DO NOTHING RETURNING *`,
      [
        attempt.userId,
        attempt.applicationId,
        attempt.startedAt,
        attempt.deadline,
        JSON.stringify(attempt.items),
        JSON.stringify(attempt.items.map(() => UNANSWERED)),
      ],
    );
    return toAttemptOrNull(inserted ? this.em.map(AttemptSchema, inserted) : null);
  }

  async saveAnswer(attemptId: number, position: number, answer: number, notBefore: Date): Promise<boolean> {
    const saved = await this.em.nativeUpdate(
      AttemptSchema,
      {
        id: attemptId,
        completedAt: null,
        deadline: { $gte: notBefore },
        [raw('jsonb_array_length(answers)')]: { $gt: position },
      },
      { answers: raw('jsonb_set(answers, array[?::text], to_jsonb(?::int))', [position, answer]) },
    );
    return saved === 1;
  }

  /** Needs the unit of work's transaction: the lock holds until it ends. */
  async lockOpen(attemptId: number): Promise<QuizAttempt | null> {
    const locked = await this.em.findOne(
      AttemptSchema,
      { id: attemptId, completedAt: null },
      { ...FRESH_READ, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    return toAttemptOrNull(locked);
  }

  async complete(attemptId: number, completion: Completion): Promise<void> {
    const { answers, completedAt, grading, result } = completion;
    await this.em.nativeUpdate(
      AttemptSchema,
      { id: attemptId, completedAt: null },
      { answers, completedAt, grading, score: result.score, maxScore: result.maxScore, passed: result.passed },
    );
  }

  async latestCompleted(userId: number): Promise<QuizAttempt | null> {
    const latest = await this.em.findOne(
      AttemptSchema,
      { userId, completedAt: { $ne: null } },
      { ...FRESH_READ, orderBy: { completedAt: 'desc', id: 'desc' } },
    );
    return toAttemptOrNull(latest);
  }

  async historyOf(applicationId: number): Promise<AttemptHistory> {
    // One after the other: inside a unit of work both run on its one connection.
    const started = await this.em.count(AttemptSchema, { applicationId });
    const latest = await this.em.findOne(
      AttemptSchema,
      { applicationId, completedAt: { $ne: null } },
      { ...FRESH_READ, fields: ['completedAt', 'passed'], orderBy: { completedAt: 'desc', id: 'desc' } },
    );
    return { started, lastFailureAt: latest?.passed === false ? latest.completedAt : null };
  }

  async listCompleted(userId: number): Promise<AttemptSummary[]> {
    const completed = await this.em.find(
      AttemptSchema,
      { userId, completedAt: { $ne: null } },
      {
        ...FRESH_READ,
        fields: ['id', 'completedAt', 'score', 'maxScore', 'passed'],
        orderBy: { completedAt: 'asc', id: 'asc' },
      },
    );
    return completed.flatMap((record) => {
      const result = resultOf(record);
      return result && record.completedAt
        ? [{ id: record.id, score: result.score, maxScore: result.maxScore, completedAt: record.completedAt }]
        : [];
    });
  }

  async listForUsers(userIds: readonly number[]): Promise<QuizAttempt[]> {
    if (!userIds.length) return [];
    const attempts = await this.em.find(
      AttemptSchema,
      { userId: { $in: [...userIds] } },
      { ...FRESH_READ, orderBy: OLDEST_FIRST },
    );
    return attempts.map(toAttempt);
  }

  async seenQuestionIds(userId: number): Promise<number[]> {
    const attempts = await this.em.find(AttemptSchema, { userId }, { ...FRESH_READ, fields: ['items'] });
    return [...new Set(attempts.flatMap((attempt) => attempt.items.map((item) => item.questionId)))];
  }

  async findOverdueIds(deadlineBefore: Date, limit: number): Promise<number[]> {
    const overdue = await this.em.find(
      AttemptSchema,
      { completedAt: null, deadline: { $lt: deadlineBefore } },
      { ...FRESH_READ, fields: ['id'], orderBy: { deadline: 'asc' }, limit },
    );
    return overdue.map((attempt) => attempt.id);
  }
}

type ResultColumns = Pick<AttemptRecord, 'id' | 'completedAt' | 'score' | 'maxScore' | 'passed'>;

/** The result of a completed row; `quiz_attempts_result_complete` guarantees one has every field. */
function resultOf(record: ResultColumns): QuizResult | null {
  if (record.completedAt === null) return null;
  const { score, maxScore, passed } = record;
  if (score === null || maxScore === null || passed === null) {
    throw new Error(`attempt ${record.id} is completed without a result`);
  }
  return { score, maxScore, passed };
}

/** The domain's attempt: its own arrays, so nothing a caller does reaches the ORM's copy. */
function toAttempt(record: AttemptRecord): QuizAttempt {
  return {
    id: record.id,
    userId: record.userId,
    applicationId: record.applicationId,
    startedAt: record.startedAt,
    deadline: record.deadline,
    items: record.items.map((item) => ({ questionId: item.questionId, optionOrder: [...item.optionOrder] })),
    answers: [...record.answers],
    completedAt: record.completedAt,
    grading: record.grading,
    result: resultOf(record),
  };
}

const toAttemptOrNull = (record: AttemptRecord | null) => (record ? toAttempt(record) : null);
