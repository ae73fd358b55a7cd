import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ApplicationRepository, DecisionChange, DecisionState } from '../application/ports/application.repository';
import type { ApplicantDetails, Application, ApplicationStatus, ApplyAnswers } from '../domain/application';

interface ApplicationRow {
  id: number;
  user_id: number;
  status: ApplicationStatus;
  answers: ApplyAnswers | null;
  applicant: ApplicantDetails | null;
  decision_note: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS =
  'id, user_id, status, answers, applicant, decision_note, decided_by, decided_at, created_at, updated_at';
const RETURNED = COLUMNS.split(', ')
  .map((column) => `a.${column}`)
  .join(', ');

/**
 * SQL through `em.execute`, which runs on the caller's transaction when there is one. Every write is a
 * single conditional statement, so concurrent calls cannot produce a second application or a skipped state.
 */
@Injectable()
export class MikroOrmApplicationRepository implements ApplicationRepository {
  constructor(private readonly em: EntityManager) {}

  async createOnce(
    userId: number,
    answers: ApplyAnswers | null,
    applicant: ApplicantDetails | null,
    now: Date,
  ): Promise<Application> {
    const inserted = await this.em.execute<ApplicationRow[]>(
      `INSERT INTO applications (user_id, status, answers, applicant, created_at, updated_at)
       VALUES (?, 'quiz_required', ?::jsonb, ?::jsonb, ?, ?)
       ON CONFLICT (user_id) DO NOTHING RETURNING ${COLUMNS}`,
      [userId, toJson(answers), toJson(applicant), now, now],
    );
    if (inserted[0]) return toApplication(inserted[0]);
    const existing = await this.findByUserId(userId);
    if (!existing) throw new Error(`application of user ${userId} vanished after a conflicting insert`);
    return existing;
  }

  findById(id: number): Promise<Application | null> {
    return this.one(`SELECT ${COLUMNS} FROM applications WHERE id = ?`, [id]);
  }

  findByUserId(userId: number): Promise<Application | null> {
    return this.one(`SELECT ${COLUMNS} FROM applications WHERE user_id = ?`, [userId]);
  }

  async listForReview(): Promise<Application[]> {
    const rows = await this.em.execute<ApplicationRow[]>(
      `SELECT ${COLUMNS} FROM applications
       ORDER BY CASE status WHEN 'pending' THEN 0 WHEN 'quiz_required' THEN 1 ELSE 2 END, created_at DESC, id DESC`,
    );
    return rows.map(toApplication);
  }

  async markQuizPassed(id: number, now: Date): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>(
      `UPDATE applications SET status = 'pending', updated_at = ?
       WHERE id = ? AND status = 'quiz_required' RETURNING id`,
      [now, id],
    );
    return rows.length === 1;
  }

  async decide(id: number, change: DecisionChange, from: ApplicationStatus[]) {
    // The sub-select locks the row and reads its state as of the lock, so `before` is exactly what changed.
    const rows = await this.em.execute<(ApplicationRow & { old: DecisionState })[]>(
      `UPDATE applications a
       SET status = ?, decision_note = ?, decided_by = ?, decided_at = ?, updated_at = ?
       FROM (SELECT id, status, decision_note, decided_by, decided_at FROM applications WHERE id = ? FOR UPDATE) old
       WHERE a.id = old.id AND old.status IN (?)
       RETURNING ${RETURNED}, json_build_object('status', old.status, 'decisionNote', old.decision_note,
         'decidedBy', old.decided_by, 'decidedAt', old.decided_at) AS old`,
      [change.decision, change.note, change.decidedBy, change.at, change.at, id, from],
    );
    const row = rows[0];
    if (!row) return null;
    const { old } = row;
    const before = { ...old, decidedAt: toDateOrNull(old.decidedAt) };
    return { before, after: toApplication(row) };
  }

  private async one(sql: string, params: unknown[]): Promise<Application | null> {
    const rows = await this.em.execute<ApplicationRow[]>(sql, params);
    return rows[0] ? toApplication(rows[0]) : null;
  }
}

const toJson = (value: object | null) => (value === null ? null : JSON.stringify(value));

/** MikroORM leaves timestamps as PostgreSQL's text; raw rows are converted here. */
const toDate = (value: Date | string) => new Date(value);
const toDateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status,
    answers: row.answers,
    applicantDetails: row.applicant,
    decisionNote: row.decision_note,
    decidedBy: row.decided_by,
    decidedAt: toDateOrNull(row.decided_at),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}
