import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { col, SqlRunner } from '../../../platform/database/sql-runner';
import { METRICS, type Metrics } from '../../../shared/application/metrics';
import { PAYOUT_STATUSES as STATUSES } from '../domain/payout';

/** Payouts by status, counted on each scrape: how many, and their sum in cents (payouts_queue_idx covers it). */
@Injectable()
export class PayoutMetrics implements OnModuleInit {
  constructor(
    @Inject(METRICS) private readonly metrics: Metrics,
    private readonly sql: SqlRunner,
  ) {}

  onModuleInit(): void {
    const byStatus = () =>
      this.sql.rows(
        'SELECT status, count(*)::int AS count, coalesce(sum(amount_cents), 0)::bigint AS cents FROM payouts GROUP BY status',
        [],
        { status: col.oneOf(STATUSES), count: col.int, cents: col.int },
      );
    this.metrics.sampledGauge({
      name: 'penwright_payouts',
      help: 'Payouts by status (pending, processing, completed, failed)',
      labelNames: ['status'],
      read: async () => samples(await byStatus(), (row) => row.count),
    });
    this.metrics.sampledGauge({
      name: 'penwright_payouts_amount_cents',
      help: 'The sum of payouts by status, in cents',
      labelNames: ['status'],
      read: async () => samples(await byStatus(), (row) => row.cents),
    });
  }
}

function samples<R extends { status: string }>(rows: R[], value: (row: R) => number) {
  return STATUSES.map((status) => {
    const row = rows.find((r) => r.status === status);
    return { labels: { status }, value: row ? value(row) : 0 };
  });
}
