import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../platform/database/fresh-read';
import { col, SqlRunner } from '../../../platform/database/sql-runner';
import type {
  NewPayout,
  PayoutRepository,
  PendingPayouts,
  RecordedTransfer,
  SettleMatch,
} from '../application/ports/payout.repository';
import type { Earnings } from '../domain/earnings';
import { PAYOUT_STATUSES, type Payout, type PayoutStatus } from '../domain/payout';
import { PayoutSchema } from './payout.schema';

/**
 * A member's sums and the chart's months in one statement (the dashboard's hot read, benchmarked against a raw
 * `pg` server running this same SQL): the member's payouts are read once (the CTE is used three times, so
 * PostgreSQL materializes it), each month of the series is joined to the payouts created in it (UTC), and the
 * D9 totals are uncorrelated sub-selects, computed once and repeated on every month's row.
 */
const EARNINGS_SQL = `
  WITH mine AS (SELECT amount_cents, status, created_at FROM payouts WHERE user_id = ?),
  months AS (
    SELECT date_trunc('month', ?::timestamptz AT TIME ZONE 'UTC') - back * interval '1 month' AS start
    FROM generate_series(0, ? - 1) AS back)
  SELECT to_char(months.start, 'YYYY-MM') AS month,
    coalesce(sum(mine.amount_cents), 0) AS cents,
    (SELECT coalesce(sum(amount_cents), 0) FROM mine) AS total,
    (SELECT coalesce(sum(amount_cents), 0) FROM mine WHERE status IN ('pending', 'processing', 'failed')) AS pending,
    (SELECT coalesce(sum(amount_cents), 0) FROM mine WHERE status = 'completed') AS completed
  FROM months LEFT JOIN mine ON date_trunc('month', mine.created_at AT TIME ZONE 'UTC') = months.start
  GROUP BY months.start
  ORDER BY months.start`;

const EARNINGS_ROW = { month: col.text, cents: col.int, total: col.int, pending: col.int, completed: col.int };

/** The timestamp a move sets: when processing started, or when the money was paid. */
const MOVED_AT: Partial<Record<PayoutStatus, string>> = { processing: 'processed_at', completed: 'completed_at' };

/**
 * Status changes are conditional statements (FRESH_READ for reads after them); opening a payout is one
 * `INSERT ... ON CONFLICT DO NOTHING` on the unique assignment, so a losing racer gets null, not an aborted
 * transaction.
 */
@Injectable()
export class MikroOrmPayoutRepository implements PayoutRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  async open(payout: NewPayout, now: Date): Promise<Payout | null> {
    const [opened] = await this.em.execute(
      `INSERT INTO payouts (user_id, assignment_id, assignment_title, amount_cents, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?)
       ON CONFLICT ON CONSTRAINT payouts_assignment_unique DO NOTHING
       RETURNING *`,
      [payout.userId, payout.assignmentId, payout.assignmentTitle, payout.amountCents, now, now],
    );
    return opened ? this.em.map(PayoutSchema, opened) : null;
  }

  listForMember(userId: number, limit: number): Promise<Payout[]> {
    return this.em.find(PayoutSchema, { userId }, { ...FRESH_READ, orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  async earningsOf(userId: number, now: Date, months: number): Promise<Earnings> {
    const rows = await this.sql.rows(EARNINGS_SQL, [userId, now, months], EARNINGS_ROW);
    const [first] = rows; // the series always has `months` rows, so there is one
    return {
      totalCents: first.total,
      pendingCents: first.pending,
      completedCents: first.completed,
      monthly: rows.map(({ month, cents }) => ({ month, cents })),
    };
  }

  async requestPending(userId: number, minimumCents: number, now: Date): Promise<{ count: number; cents: number }> {
    // The sum is read in the statement's snapshot; a concurrent request waits on the rows the first one marks
    // and, re-checking `requested_at IS NULL` on them, marks nothing, so each payout is requested once.
    const marked = await this.sql.one(
      `WITH marked AS (
         UPDATE payouts SET requested_at = ?, updated_at = ?
         WHERE user_id = ? AND status = 'pending' AND requested_at IS NULL
           AND (SELECT sum(amount_cents) FROM payouts
                WHERE user_id = ? AND status = 'pending' AND requested_at IS NULL) >= ?
         RETURNING amount_cents)
       SELECT count(*) AS count, coalesce(sum(amount_cents), 0) AS cents FROM marked`,
      [now, now, userId, userId, minimumCents],
      { count: col.int, cents: col.int },
    );
    return marked ?? { count: 0, cents: 0 };
  }

  async pendingOf(userId: number): Promise<PendingPayouts> {
    const sums = await this.sql.one(
      `SELECT coalesce(sum(amount_cents) FILTER (WHERE requested_at IS NULL), 0) AS unrequested,
         coalesce(sum(amount_cents) FILTER (WHERE requested_at IS NOT NULL), 0) AS requested
       FROM payouts WHERE user_id = ? AND status = 'pending'`,
      [userId],
      { unrequested: col.int, requested: col.int },
    );
    return { unrequestedCents: sums?.unrequested ?? 0, requestedCents: sums?.requested ?? 0 };
  }

  async move(id: number, to: PayoutStatus, from: readonly PayoutStatus[], now: Date): Promise<PayoutStatus | null> {
    const stamp = MOVED_AT[to];
    if (!stamp || from.length === 0) return null;
    // PostgreSQL re-checks `status IN (...)` on the row a concurrent editor committed, so of two racing moves
    // the second either still applies (processing, then completed) or changes nothing: never a move backwards.
    // `old.status` (PostgreSQL 18) is the row as this statement found it, for the audit entry's "before".
    // A retry (failed → processing) is a new attempt: a new idempotency key, the last failure cleared.
    // Process asks for a transfer (its time marks the attempt as the app's to send).
    const retry =
      to === 'processing'
        ? `, attempt = CASE WHEN status = 'failed' THEN attempt + 1 ELSE attempt END, transfer_requested_at = ?,
           transfer_id = NULL, transfer_account_id = NULL, failure_reason = NULL, failed_at = NULL`
        : '';
    // Never marked paid while a transfer asked for is unconfirmed: it may have been made (transferUnconfirmed).
    const confirmed =
      to === 'completed'
        ? ` AND NOT (status = 'processing' AND transfer_requested_at IS NOT NULL AND transfer_id IS NULL)`
        : '';
    const moved = await this.sql.one(
      `UPDATE payouts SET status = ?, ${stamp} = ?, updated_at = ?${retry}
       WHERE id = ? AND status IN (?)${confirmed}
       RETURNING old.status AS previous`,
      [to, now, now, ...(to === 'processing' ? [now] : []), id, [...from]],
      { previous: col.oneOf(PAYOUT_STATUSES) },
    );
    return moved?.previous ?? null;
  }

  async recordTransfer(id: number, attempt: number, transfer: RecordedTransfer, now: Date) {
    // An event and the call's own answer may both bring the transfer: whichever comes second changes nothing. Only
    // a transfer of the payout's amount, to the cent, is its transfer.
    const changed = await this.sql.run(
      `UPDATE payouts SET transfer_id = ?, transfer_account_id = ?, updated_at = ?
       WHERE id = ? AND attempt = ? AND status = 'processing' AND amount_cents = ?
         AND (transfer_id IS NULL OR transfer_id = ?)`,
      [transfer.transferId, transfer.accountId, now, id, attempt, transfer.amountCents, transfer.transferId],
    );
    return changed > 0;
  }

  async settle(
    match: SettleMatch,
    to: 'completed' | 'failed',
    from: readonly PayoutStatus[],
    reason: string | null,
    now: Date,
  ): Promise<Payout[]> {
    // Matched on the current attempt's transfer (or on the attempt itself while it has none): a late event about an
    // earlier attempt finds nothing.
    const [where, values] =
      'transferId' in match
        ? ['transfer_id = ?', [match.transferId]]
        : ['id = ? AND attempt = ? AND transfer_id IS NULL', [match.payoutId, match.attempt]];
    const stamp = to === 'completed' ? 'completed_at = ?' : 'failed_at = ?, failure_reason = ?';
    const stampValues = to === 'completed' ? [now] : [now, reason];
    const rows = await this.em.execute(
      `UPDATE payouts SET status = ?, ${stamp}, updated_at = ?
       WHERE ${where} AND status IN (?)
       RETURNING *`,
      [to, ...stampValues, now, ...values, [...from]],
    );
    return rows.map((row) => this.em.map(PayoutSchema, row));
  }

  processingWithTransfer(limit: number): Promise<Payout[]> {
    return this.em.find(
      PayoutSchema,
      { status: 'processing', transferId: { $ne: null } },
      { ...FRESH_READ, orderBy: { processedAt: 'asc', id: 'asc' }, limit },
    );
  }

  processingWithoutTransfer(movedBefore: Date, limit: number): Promise<Payout[]> {
    return this.em.find(
      PayoutSchema,
      { status: 'processing', transferId: null, transferRequestedAt: { $ne: null, $lt: movedBefore } },
      { ...FRESH_READ, orderBy: { transferRequestedAt: 'asc', id: 'asc' }, limit },
    );
  }

  async recordEvent(eventId: string, type: string, now: Date): Promise<boolean> {
    const inserted = await this.sql.run(
      'INSERT INTO payout_provider_events (event_id, type, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      [eventId, type, now],
    );
    return inserted > 0;
  }

  findById(id: number): Promise<Payout | null> {
    return this.em.findOne(PayoutSchema, { id }, FRESH_READ);
  }

  findByIds(ids: readonly number[]): Promise<Payout[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.find(PayoutSchema, { id: { $in: [...ids] } }, FRESH_READ);
  }
}
