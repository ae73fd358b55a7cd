import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { col, SqlRunner } from '../../../platform/database/sql-runner';
import { METRICS, type Metrics } from '../../../shared/application/metrics';

/**
 * The outbox as monitoring sees it, counted on each scrape: messages waiting (queued) and given up (failed), and how
 * long the oldest waiting one has waited. Sent messages are not counted: they only grow.
 */
@Injectable()
export class MailMetrics implements OnModuleInit {
  constructor(
    @Inject(METRICS) private readonly metrics: Metrics,
    private readonly sql: SqlRunner,
  ) {}

  onModuleInit(): void {
    this.metrics.sampledGauge({
      name: 'penwright_mail_outbox_messages',
      help: 'Messages in the mail outbox by state: queued (waiting for delivery) or failed (given up)',
      labelNames: ['state'],
      read: async () => {
        const rows = await this.sql.rows(
          `SELECT state, count(*)::int AS count FROM mail_message WHERE state IN ('queued', 'failed') GROUP BY state`,
          [],
          { state: col.text, count: col.int },
        );
        return ['queued', 'failed'].map((state) => ({
          labels: { state },
          value: rows.find((row) => row.state === state)?.count ?? 0,
        }));
      },
    });
    this.metrics.sampledGauge({
      name: 'penwright_mail_outbox_oldest_queued_seconds',
      help: 'How long the oldest queued message has waited (0 when none waits)',
      read: async () => {
        const row = await this.sql.one(
          `SELECT coalesce(extract(epoch FROM now() - min(queued_at)), 0)::int AS seconds
             FROM mail_message WHERE state = 'queued'`,
          [],
          { seconds: col.int },
        );
        return [{ labels: {}, value: row?.seconds ?? 0 }];
      },
    });
  }
}
