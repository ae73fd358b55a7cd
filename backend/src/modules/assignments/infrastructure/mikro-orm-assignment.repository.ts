import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../platform/database/fresh-read';
import { col, SqlRunner } from '../../../platform/database/sql-runner';
import type {
  PremiumAccess,
  AssignmentChanges,
  AssignmentRepository,
  NewAssignment,
  ReleasedAssignment,
  Submission,
} from '../application/ports/assignment.repository';
import {
  ACTIVE_STATUSES,
  ASSIGNMENT_STATUSES,
  premiumMark,
  WRITABLE_STATUSES,
  type Assignment,
  type AssignmentStatus,
  type AssignmentSubmission,
} from '../domain/assignment';
import type { AssignmentBrief } from '../domain/assignment-brief';
import { RELEASED } from '../domain/editor-transitions';
import { AssignmentSubmissionSchema } from './assignment-submission.schema';
import { AssignmentSchema } from './assignment.schema';

/** The columns of the domain's RELEASED, as the release statements write them. */
const RELEASE_SET = `status = 'available', assigned_user_id = NULL, accepted_at = NULL, draft_content = NULL,
  submitted_content = NULL, submitted_word_count = NULL, submitted_at = NULL, review_notes = NULL,
  reviewed_at = NULL`;

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** The first key of the advisory locks that serialize one member's claims (the second is the member's id). */
const CLAIM_LOCK_SPACE = 7_301;

/**
 * Premium work is open to the member (D20) when it is not premium, the member has the first look, or it was
 * marked premium long enough ago; parameters: firstLook, premiumMarkedBy. In the claim's UPDATE, the database decides.
 */
const OPEN_TO_MEMBER = '(NOT is_premium OR ?::boolean OR premium_since <= ?)';

/**
 * Reads through the EntityManager with FRESH_READ (rows change only by conditional statements), except the two
 * hot paths, the open list and the claim, which are fixed statements whose rows the ORM maps by the schema (the
 * list with its result mapper alone, the claim with `em.map`); status changes as conditional `nativeUpdate`s; the
 * claim, which must return the row it won, as one `UPDATE ... RETURNING *`.
 */
@Injectable()
export class MikroOrmAssignmentRepository implements AssignmentRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  /**
   * Every member's dashboard reads it: a fixed statement (no query builder), each row mapped by the ORM's result
   * mapper for the schema (the first step of `em.map`) into a plain object. Making up to 100 managed entities
   * (`em.map`'s entity factory, snapshot and identity map) cost 16 µs a row against 1 µs, half again the CPU of
   * the whole request (docs/performance.md); rows that change by conditional statements are never managed anyway.
   */
  async listAvailable(now: Date, limit: number, access: PremiumAccess): Promise<Assignment[]> {
    const rows = await this.em.execute(
      `SELECT * FROM assignments WHERE status = 'available' AND deadline > ? AND ${OPEN_TO_MEMBER}
       ORDER BY deadline, id LIMIT ?`,
      [now, access.firstLook, access.premiumMarkedBy, limit],
    );
    const mapper = this.em.getComparator();
    return rows.map((row) => mapper.mapResult<Assignment>(AssignmentSchema.meta.className, row) as Assignment);
  }

  listForMember(userId: number): Promise<Assignment[]> {
    return this.em.find(
      AssignmentSchema,
      { assignedUserId: userId },
      { ...FRESH_READ, orderBy: { updatedAt: 'desc', id: 'desc' } },
    );
  }

  findById(id: number): Promise<Assignment | null> {
    return this.em.findOne(AssignmentSchema, { id }, FRESH_READ);
  }

  findForMember(id: number, userId: number): Promise<Assignment | null> {
    return this.em.findOne(AssignmentSchema, { id, assignedUserId: userId }, FRESH_READ);
  }

  countActive(userId: number): Promise<number> {
    return this.em.count(AssignmentSchema, { assignedUserId: userId, status: { $in: [...ACTIVE_STATUSES] } });
  }

  async countActiveByMember(userIds: readonly number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.sql.rows(
      `SELECT assigned_user_id AS user_id, count(*)::int AS active FROM assignments
       WHERE assigned_user_id IN (?) AND status IN (?) GROUP BY assigned_user_id`,
      [[...userIds], [...ACTIVE_STATUSES]],
      { user_id: col.int, active: col.int },
    );
    return new Map(rows.map((row) => [row.user_id, row.active]));
  }

  async claim(id: number, userId: number, limit: number, now: Date, access: PremiumAccess): Promise<Assignment | null> {
    // Held to the end of the caller's transaction: a member's parallel claims of different assignments are
    // counted one after another, so together they never pass the limit. The count below runs after the lock
    // is granted, on a snapshot that sees the claims committed before it.
    await this.sql.rows('SELECT pg_advisory_xact_lock(?, ?)', [CLAIM_LOCK_SPACE, userId], {});
    // One statement decides the race for the assignment: PostgreSQL re-checks `status = 'available'` on the
    // row a concurrent winner committed, so exactly one claim of many returns it.
    const [claimed] = await this.em.execute(
      `UPDATE assignments SET status = 'assigned', assigned_user_id = ?, accepted_at = ?, updated_at = ?
       WHERE id = ? AND status = 'available' AND deadline > ? AND ${OPEN_TO_MEMBER}
         AND (SELECT count(*) FROM assignments held
              WHERE held.assigned_user_id = ? AND held.status IN ('assigned', 'in_progress')) < ?
       RETURNING *`,
      [userId, now, now, id, now, access.firstLook, access.premiumMarkedBy, userId, limit],
    );
    return claimed ? this.em.map(AssignmentSchema, claimed) : null;
  }

  async saveDraft(
    id: number,
    userId: number,
    from: AssignmentStatus,
    next: AssignmentStatus,
    content: string,
    now: Date,
  ): Promise<boolean> {
    const changed = await this.em.nativeUpdate(
      AssignmentSchema,
      { id, assignedUserId: userId, status: from },
      { status: next, draftContent: content, updatedAt: now },
    );
    return changed === 1;
  }

  async submit(id: number, userId: number, from: AssignmentStatus, submission: Submission): Promise<number | null> {
    const changed = await this.em.nativeUpdate(
      AssignmentSchema,
      { id, assignedUserId: userId, status: from },
      {
        status: 'submitted',
        submittedContent: submission.content,
        submittedWordCount: submission.wordCount,
        submittedAt: submission.at,
        draftContent: submission.content,
        updatedAt: submission.at,
      },
    );
    if (changed !== 1) return null;
    const version = this.em.create(AssignmentSubmissionSchema, {
      assignmentId: id,
      userId,
      content: submission.content,
      wordCount: submission.wordCount,
      submittedAt: submission.at,
    });
    await this.em.persist(version).flush();
    return version.id;
  }

  findByIds(ids: readonly number[]): Promise<Assignment[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.em.find(AssignmentSchema, { id: { $in: [...ids] } }, FRESH_READ);
  }

  listSubmissions(id: number): Promise<AssignmentSubmission[]> {
    return this.em.find(
      AssignmentSubmissionSchema,
      { assignmentId: id },
      { ...FRESH_READ, orderBy: { submittedAt: 'asc', id: 'asc' } },
    );
  }

  async create(brief: AssignmentBrief, now: Date): Promise<Assignment> {
    const [created] = await this.insert([brief], now);
    return created;
  }

  async change(
    id: number,
    expected: AssignmentStatus,
    changes: AssignmentChanges,
    now: Date,
  ): Promise<Assignment | null> {
    const premium = changes.isPremium === undefined ? {} : premiumMark(changes.isPremium, now);
    const changed = await this.em.nativeUpdate(
      AssignmentSchema,
      { id, status: expected },
      { ...changes, ...premium, updatedAt: now },
    );
    // The row stays locked by this UPDATE until the transaction ends, so the read below sees what it wrote.
    return changed === 1 ? this.findById(id) : null;
  }

  releaseOverdue(cutoff: Date, now: Date): Promise<ReleasedAssignment[]> {
    return this.release('deadline < ?', [cutoff], ACTIVE_STATUSES, now);
  }

  releaseHeldBy(userId: number, now: Date): Promise<ReleasedAssignment[]> {
    return this.release('assigned_user_id = ?', [userId], WRITABLE_STATUSES, now);
  }

  /**
   * One statement: the rows are locked and read as they were (for the audit's "before"), then released, with
   * the status condition re-checked on each, so work a member submitted meanwhile stays submitted.
   */
  private async release(
    condition: string,
    params: readonly unknown[],
    statuses: readonly AssignmentStatus[],
    now: Date,
  ): Promise<ReleasedAssignment[]> {
    const rows = await this.sql.rows(
      `WITH held AS (
         SELECT id, status, assigned_user_id FROM assignments
         WHERE status IN (${placeholders(statuses)}) AND ${condition}
         ORDER BY id FOR UPDATE)
       UPDATE assignments a SET ${RELEASE_SET}, updated_at = ?
       FROM held WHERE a.id = held.id AND a.status IN (${placeholders(statuses)})
       RETURNING a.id, a.title, held.status AS previous_status, held.assigned_user_id AS previous_user_id`,
      [...statuses, ...params, now, ...statuses],
      {
        id: col.int,
        title: col.text,
        previous_status: col.oneOf(ASSIGNMENT_STATUSES),
        previous_user_id: col.nullable(col.int),
      },
    );
    return rows
      .map((row) => ({
        id: row.id,
        title: row.title,
        previousStatus: row.previous_status,
        previousUserId: row.previous_user_id,
      }))
      .sort((a, b) => a.id - b.id);
  }

  async existingTitles(titles: readonly string[]): Promise<Set<string>> {
    const rows = await this.em.find(
      AssignmentSchema,
      { title: { $in: [...titles] } },
      { ...FRESH_READ, fields: ['title'] },
    );
    return new Set(rows.map((row) => row.title));
  }

  async insertMany(assignments: readonly NewAssignment[], now: Date): Promise<void> {
    await this.insert(assignments, now);
  }

  private async insert(assignments: readonly NewAssignment[], now: Date): Promise<Assignment[]> {
    const created = assignments.map((assignment) =>
      this.em.create(AssignmentSchema, {
        ...assignment,
        ...premiumMark(assignment.isPremium, now),
        // New work is what released work is: available, held by nobody, no text, no review.
        ...RELEASED,
        createdAt: now,
        updatedAt: now,
      }),
    );
    await this.em.persist(created).flush();
    return created;
  }
}
