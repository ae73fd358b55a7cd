import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ApplicationRepository, DecisionChange, DecisionState } from '../application/ports/application.repository';
import type { ApplicantDetails, Application, ApplicationStatus, ApplyAnswers } from '../domain/application';
import type { ReviewQueuePage, ReviewQueueQuery } from '../domain/review-queue';

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
 * Awaiting a decision first, then waiting for the quiz, then decided. Keep this text identical to the
 * expression of `applications_review_order_idx` (Migration20261122005000_applications_review_queue), or PostgreSQL
 * stops using that index to read one page without sorting the whole table.
 */
const REVIEW_RANK = "CASE a.status WHEN 'pending' THEN 0 WHEN 'quiz_required' THEN 1 ELSE 2 END";

/**
 * The applicant search. The applications module reads the identity module's `users` table here, in SQL,
 * because this is a read model: filtering and counting thousands of applicants in the database is the point,
 * and `applications.user_id` already references `users (id)`. It only reads; users are still created and
 * changed through `UserAccounts`, and no identity code is imported.
 */
const APPLICANT_MATCHES = `EXISTS (
  SELECT 1 FROM users u WHERE u.id = a.user_id AND (
    (u.first_name || ' ' || u.last_name) ILIKE ? ESCAPE '\\'
    OR u.email ILIKE ? ESCAPE '\\'
    OR u.username ILIKE ? ESCAPE '\\'))`;

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

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

  async listForReview({ status, search, page, pageSize }: ReviewQueueQuery): Promise<ReviewQueuePage> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (status) {
      conditions.push('a.status = ?');
      params.push(status);
    }
    if (search) {
      const pattern = containing(search);
      conditions.push(APPLICANT_MATCHES);
      params.push(pattern, pattern, pattern);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [rows, [{ total }]] = await Promise.all([
      this.em.execute<ApplicationRow[]>(
        `SELECT ${RETURNED} FROM applications a ${where}
         ORDER BY ${REVIEW_RANK}, a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`,
        [...params, pageSize, (page - 1) * pageSize],
      ),
      this.em.execute<{ total: number }[]>(`SELECT count(*)::int AS total FROM applications a ${where}`, params),
    ]);
    return { items: rows.map(toApplication), total };
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
