import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../platform/database/fresh-read';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { AssignmentRepository, NewAssignment, Submission } from '../application/ports/assignment.repository';
import { ACTIVE_STATUSES, type Assignment, type AssignmentStatus } from '../domain/assignment';
import { AssignmentSubmissionSchema } from './assignment-submission.schema';
import { AssignmentSchema } from './assignment.schema';

/** The first key of the advisory locks that serialize one member's claims (the second is the member's id). */
const CLAIM_LOCK_SPACE = 7_301;

/**
 * Reads through the EntityManager with FRESH_READ (rows change only by conditional statements); status changes
 * as conditional `nativeUpdate`s; the claim, which must return the row it won, as one `UPDATE ... RETURNING`
 * through SqlRunner.
 */
@Injectable()
export class MikroOrmAssignmentRepository implements AssignmentRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  listAvailable(now: Date, limit: number): Promise<Assignment[]> {
    return this.em.find(
      AssignmentSchema,
      { status: 'available', deadline: { $gt: now } },
      { ...FRESH_READ, orderBy: { deadline: 'asc', id: 'asc' }, limit },
    );
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

  async claim(id: number, userId: number, limit: number, now: Date): Promise<Assignment | null> {
    // Held to the end of the caller's transaction: a member's parallel claims of different assignments are
    // counted one after another, so together they never pass the limit. The count below runs after the lock
    // is granted, on a snapshot that sees the claims committed before it.
    await this.sql.rows('SELECT pg_advisory_xact_lock(?, ?)', [CLAIM_LOCK_SPACE, userId], {});
    // One statement decides the race for the assignment: PostgreSQL re-checks `status = 'available'` on the
    // row a concurrent winner committed, so exactly one claim of many returns it.
    const [claimed] = await this.sql.entities(
      AssignmentSchema,
      `UPDATE assignments SET status = 'assigned', assigned_user_id = ?, accepted_at = ?, updated_at = ?
       WHERE id = ? AND status = 'available' AND deadline > ?
         AND (SELECT count(*) FROM assignments held
              WHERE held.assigned_user_id = ? AND held.status IN ('assigned', 'in_progress')) < ?
       RETURNING *`,
      [userId, now, now, id, now, userId, limit],
    );
    return claimed ?? null;
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

  async submit(id: number, userId: number, from: AssignmentStatus, submission: Submission): Promise<boolean> {
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
    if (changed !== 1) return false;
    const version = this.em.create(AssignmentSubmissionSchema, {
      assignmentId: id,
      userId,
      content: submission.content,
      wordCount: submission.wordCount,
      submittedAt: submission.at,
    });
    await this.em.persist(version).flush();
    return true;
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
    for (const assignment of assignments) {
      this.em.persist(
        this.em.create(AssignmentSchema, {
          ...assignment,
          status: 'available',
          assignedUserId: null,
          acceptedAt: null,
          draftContent: null,
          submittedContent: null,
          submittedWordCount: null,
          submittedAt: null,
          reviewNotes: null,
          reviewedAt: null,
          createdAt: now,
          updatedAt: now,
        }),
      );
    }
    await this.em.flush();
  }
}
