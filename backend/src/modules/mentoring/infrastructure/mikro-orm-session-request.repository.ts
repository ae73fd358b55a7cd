import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../platform/database/fresh-read';
import { col, SqlRunner } from '../../../platform/database/sql-runner';
import type {
  NewSessionRequest,
  SessionAnswer,
  SessionRequestRepository,
} from '../application/ports/session-request.repository';
import type { SessionRequest, SessionRequestState } from '../domain/session-request';
import { SessionRequestSchema, toSessionRequest, type SessionRequestRow } from './session-request.schema';

/** The advisory lock's first key: this table's requests, the second being the member's id. */
const MEMBER_LOCK = "hashtext('one_to_one_requests')";

/**
 * Answers are one conditional `UPDATE ... WHERE state = 'requested' RETURNING *` (the loser of a race gets no row);
 * a member's new request is counted and inserted under a transaction-scoped advisory lock on the member, so two
 * requests sent at once are counted one after the other. Reads use FRESH_READ.
 */
@Injectable()
export class MikroOrmSessionRequestRepository implements SessionRequestRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  async lockMember(userId: number): Promise<void> {
    await this.sql.run(`SELECT pg_advisory_xact_lock(${MEMBER_LOCK}, ?)`, [userId]);
  }

  async countOpenSince(userId: number, since: Date): Promise<number> {
    const row = await this.sql.one(
      `SELECT count(*) AS open FROM one_to_one_requests
       WHERE user_id = ? AND created_at >= ? AND state IN ('requested', 'scheduled')`,
      [userId, since],
      { open: col.int },
    );
    return row?.open ?? 0;
  }

  async insert(request: NewSessionRequest, now: Date): Promise<SessionRequest> {
    const [first, second, third] = request.preferredTimes;
    const [row] = await this.em.execute<SessionRequestRow[]>(
      `INSERT INTO one_to_one_requests
         (user_id, tier, topic, preferred_time_1, preferred_time_2, preferred_time_3, state, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'requested', ?)
       RETURNING *`,
      [request.userId, request.tier, request.topic, first, second, third, now],
    );
    return toSessionRequest(this.em.map(SessionRequestSchema, row));
  }

  async listForMember(userId: number, limit: number): Promise<SessionRequest[]> {
    const rows = await this.em.find(
      SessionRequestSchema,
      { userId },
      { ...FRESH_READ, orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
    return rows.map(toSessionRequest);
  }

  async findById(id: number): Promise<SessionRequest | null> {
    const row = await this.em.findOne(SessionRequestSchema, { id }, FRESH_READ);
    return row ? toSessionRequest(row) : null;
  }

  async listForEditors(state: SessionRequestState | null, limit: number): Promise<SessionRequest[]> {
    const rows = await this.em.execute<SessionRequestRow[]>(
      `SELECT * FROM one_to_one_requests
       WHERE (?::text IS NULL OR state = ?)
       ORDER BY (state = 'requested') DESC, CASE WHEN state = 'requested' THEN created_at END ASC,
         answered_at DESC NULLS LAST, id DESC
       LIMIT ?`,
      [state, state, limit],
    );
    return rows.map((row) => toSessionRequest(this.em.map(SessionRequestSchema, row)));
  }

  async answer(id: number, answer: SessionAnswer, now: Date): Promise<SessionRequest | null> {
    const scheduled = answer.state === 'scheduled';
    const [row] = await this.em.execute<SessionRequestRow[]>(
      `UPDATE one_to_one_requests
       SET state = ?, scheduled_at = ?, meeting_link = ?, decline_note = ?, answered_at = ?
       WHERE id = ? AND state = 'requested'
       RETURNING *`,
      [
        answer.state,
        scheduled ? answer.scheduledAt : null,
        scheduled ? answer.meetingLink : null,
        scheduled ? null : answer.declineNote,
        now,
        id,
      ],
    );
    return row ? toSessionRequest(this.em.map(SessionRequestSchema, row)) : null;
  }
}
