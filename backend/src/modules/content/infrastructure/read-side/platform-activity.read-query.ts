import { Injectable } from '@nestjs/common';
import { col, SqlRunner } from '../../../../platform/database/sql-runner';
import type { PlatformActivity } from '../../application/stats/ports/platform-activity';

/**
 * The tables this read-side query reads, owned by the assignments and payouts modules. Two aggregate figures for
 * a public widget (D4) do not justify a service in each module; the table-ownership test knows this file only
 * reads them.
 */
export const TABLES_READ = ['assignments', 'payouts'] as const;

/** The community stats' real figures: completed assignments and paid-out income, in cents (D4). */
@Injectable()
export class PlatformActivityReadQuery implements PlatformActivity {
  constructor(private readonly sql: SqlRunner) {}

  async completedAssignments(): Promise<number> {
    const row = await this.sql.one("SELECT count(*) AS n FROM assignments WHERE status = 'completed'", [], {
      n: col.int,
    });
    return row?.n ?? 0;
  }

  /** Only money that has left: completed payouts (pending and processing are owed, not yet earned). */
  async paidOutCents(): Promise<number> {
    const row = await this.sql.one(
      "SELECT coalesce(sum(amount_cents), 0) AS cents FROM payouts WHERE status = 'completed'",
      [],
      { cents: col.int },
    );
    return row?.cents ?? 0;
  }
}
