import { Injectable } from '@nestjs/common';
import { col, SqlRunner } from '../../../../platform/database/sql-runner';
import type { OverviewFiguresQuery } from '../../application/ports/overview-figures';
import type { OverviewFigures } from '../../domain/overview';
import { overdueAt } from './overdue';

/**
 * The tables this read-side query reads, owned by other modules: counts and sums for the admin's Overview tab,
 * which no single module could answer and which must not load rows to count them.
 */
export const TABLES_READ = ['assignments', 'payouts', 'applications', 'users'] as const;

@Injectable()
export class OverviewReadQuery implements OverviewFiguresQuery {
  constructor(private readonly sql: SqlRunner) {}

  async read(now: Date, weeks: number): Promise<OverviewFigures> {
    const [counts, tiers, weekly] = await Promise.all([
      this.counts(now),
      this.membersByTier(),
      this.weekly(now, weeks),
    ]);
    return { ...counts, membersByTier: tiers, weekly };
  }

  private async counts(now: Date) {
    const overdue = overdueAt('assignments', now);
    const row = await this.sql.one(
      `SELECT
         (SELECT count(*) FROM assignments WHERE status IN ('available', 'assigned', 'in_progress')) AS active,
         (SELECT count(*) FROM assignments WHERE status = 'submitted') AS submitted,
         (SELECT count(*) FROM assignments WHERE ${overdue.sql}) AS overdue,
         (SELECT coalesce(sum(amount_cents), 0) FROM payouts WHERE status IN ('pending', 'processing', 'failed')) AS pending_cents,
         (SELECT count(*) FROM payouts WHERE status = 'pending' AND requested_at IS NOT NULL) AS requested,
         (SELECT count(*) FROM applications WHERE status = 'pending') AS applications`,
      overdue.params,
      {
        active: col.int,
        submitted: col.int,
        overdue: col.int,
        pending_cents: col.int,
        requested: col.int,
        applications: col.int,
      },
    );
    if (!row) throw new Error('The overview counts returned no row');
    return {
      activeAssignments: row.active,
      submissionsAwaitingReview: row.submitted,
      overdueAssignments: row.overdue,
      pendingPayoutsCents: row.pending_cents,
      requestedPayouts: row.requested,
      applicationsAwaitingReview: row.applications,
    };
  }

  private membersByTier() {
    return this.sql.rows(
      `SELECT subscription_tier AS tier, count(*) AS members FROM users
       WHERE is_active AND NOT is_admin GROUP BY subscription_tier ORDER BY members DESC, tier NULLS LAST`,
      [],
      { tier: col.nullable(col.text), members: col.int },
    );
  }

  /**
   * Completed work counts by its payout's creation (one payout per completion, made in the same transaction);
   * money paid out by the payout's completion. Weeks with nothing are kept, as zeros.
   */
  private async weekly(now: Date, weeks: number) {
    const rows = await this.sql.rows(
      `WITH span AS (
         SELECT generate_series(
           date_trunc('week', ?::timestamptz AT TIME ZONE 'UTC') - (? - 1) * interval '1 week',
           date_trunc('week', ?::timestamptz AT TIME ZONE 'UTC'),
           interval '1 week') AS week)
       SELECT to_char(span.week, 'YYYY-MM-DD') AS week_start,
         (SELECT count(*) FROM payouts p
          WHERE p.created_at AT TIME ZONE 'UTC' >= span.week
            AND p.created_at AT TIME ZONE 'UTC' < span.week + interval '1 week') AS completed,
         (SELECT coalesce(sum(p.amount_cents), 0) FROM payouts p
          WHERE p.status = 'completed' AND p.completed_at AT TIME ZONE 'UTC' >= span.week
            AND p.completed_at AT TIME ZONE 'UTC' < span.week + interval '1 week') AS paid_cents
       FROM span ORDER BY span.week`,
      [now, weeks, now],
      { week_start: col.text, completed: col.int, paid_cents: col.int },
    );
    return rows.map((row) => ({
      weekStart: row.week_start,
      completedAssignments: row.completed,
      paidOutCents: row.paid_cents,
    }));
  }
}
