import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../platform/database/fresh-read';
import { col, SqlRunner } from '../../../platform/database/sql-runner';
import type {
  ApplicationRepository,
  DecisionChange,
  DecidedApplication,
  QuizRejection,
} from '../application/ports/application.repository';
import {
  APPLICATION_STATUSES,
  type ApplicantDetails,
  type Application,
  type ApplicationStatus,
  type ApplyAnswers,
} from '../domain/application';
import { ApplicationSchema } from './application.schema';

/** The decision fields as the row held them when it was locked, and the applicant (`decide`'s RETURNING). */
const DECISION_STATE = {
  status: col.oneOf(APPLICATION_STATUSES),
  decisionNote: col.nullable(col.text),
  decidedBy: col.nullable(col.int),
  decidedAt: col.nullable(col.date),
  userId: col.int,
};

const json = (value: object | null) => (value === null ? null : JSON.stringify(value));

/**
 * Reads and the quiz's status changes through the EntityManager; the two writes the ORM cannot say (an insert
 * that yields to an existing row, and a decision that returns the row's previous state) through `SqlRunner`.
 * Both join the caller's unit of work, and each write is a single conditional statement, so concurrent calls
 * cannot produce a second current application or a skipped state. Rows change only by such statements, so
 * reads are FRESH_READs.
 */
@Injectable()
export class MikroOrmApplicationRepository implements ApplicationRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  async createOnce(
    userId: number,
    answers: ApplyAnswers | null,
    applicant: ApplicantDetails | null,
    now: Date,
  ): Promise<Application> {
    // The conflict target is the partial index `applications_one_current` (a member's current application).
    const [inserted] = await this.em.execute(
      `INSERT INTO applications (user_id, status, answers, applicant, created_at, updated_at)
       VALUES (?, 'quiz_required', ?::jsonb, ?::jsonb, ?, ?)
       ON CONFLICT (user_id) WHERE superseded_at IS NULL DO NOTHING RETURNING *`,
      [userId, json(answers), json(applicant), now, now],
    );
    if (inserted) return this.em.map(ApplicationSchema, inserted);
    const existing = await this.findByUserId(userId);
    if (!existing) throw new Error(`application of user ${userId} vanished after a conflicting insert`);
    return existing;
  }

  findById(id: number): Promise<Application | null> {
    // By primary key MikroORM would answer from the identity map; `decide` changes rows behind it.
    return this.em.findOne(ApplicationSchema, { id }, { refresh: true });
  }

  /** Every accept checks the member's application (D2 step 6): a fixed statement, mapped by the schema. */
  async findByUserId(userId: number, lock = false): Promise<Application | null> {
    const [current] = await this.em.execute(
      `SELECT * FROM applications WHERE user_id = ? AND superseded_at IS NULL LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
      [userId],
    );
    return current ? this.em.map(ApplicationSchema, current) : null;
  }

  findByIds(ids: readonly number[]): Promise<Application[]> {
    return this.em.find(ApplicationSchema, { id: { $in: [...ids] } }, FRESH_READ);
  }

  findCurrentByUserIds(userIds: readonly number[]): Promise<Application[]> {
    if (!userIds.length) return Promise.resolve([]);
    return this.em.find(ApplicationSchema, { userId: { $in: [...userIds] }, supersededAt: null }, FRESH_READ);
  }

  async markQuizPassed(id: number, now: Date): Promise<boolean> {
    const changed = await this.em.nativeUpdate(
      ApplicationSchema,
      { id, status: 'quiz_required' },
      { status: 'pending', updatedAt: now },
    );
    return changed === 1;
  }

  async rejectAfterQuiz(id: number, rejection: QuizRejection): Promise<boolean> {
    const changed = await this.em.nativeUpdate(
      ApplicationSchema,
      { id, status: 'quiz_required', supersededAt: null },
      {
        status: 'rejected',
        decisionNote: rejection.note,
        decidedBy: null,
        decidedAt: rejection.at,
        reapplyAt: rejection.reapplyAt,
        updatedAt: rejection.at,
      },
    );
    return changed === 1;
  }

  async supersede(id: number, at: Date): Promise<boolean> {
    const changed = await this.em.nativeUpdate(
      ApplicationSchema,
      { id, status: 'rejected', reapplyAt: { $ne: null }, supersededAt: null },
      { supersededAt: at, updatedAt: at },
    );
    return changed === 1;
  }

  decide(id: number, change: DecisionChange, from: ApplicationStatus[]): Promise<DecidedApplication | null> {
    // The sub-select locks the row and reads its state as of the lock, so what it returns is exactly what changed.
    return this.sql.one(
      `UPDATE applications a
       SET status = ?, decision_note = ?, decided_by = ?, decided_at = ?, updated_at = ?
       FROM (SELECT id, status, decision_note, decided_by, decided_at, reapply_at FROM applications WHERE id = ? FOR UPDATE) old
       WHERE a.id = old.id AND old.status IN (?) AND old.reapply_at IS NULL
       RETURNING old.status, old.decision_note AS "decisionNote", old.decided_by AS "decidedBy",
         old.decided_at AS "decidedAt", a.user_id AS "userId"`,
      [change.decision, change.note, change.decidedBy, change.at, change.at, id, from],
      DECISION_STATE,
    );
  }
}
