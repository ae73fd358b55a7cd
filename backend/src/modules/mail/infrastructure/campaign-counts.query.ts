import { Injectable } from '@nestjs/common';
import { col, SqlRunner } from '../../../platform/database/sql-runner';
import type { CampaignCounts, CampaignCountsQuery } from '../application/ports/campaign-counts';
import { MAIL_STATES } from '../domain/mail-message';

/** One grouped count over the outbox's campaign index (`mail_message_campaign_idx`). */
@Injectable()
export class SqlCampaignCounts implements CampaignCountsQuery {
  constructor(private readonly sql: SqlRunner) {}

  async countByState(campaigns: readonly string[]): Promise<Map<string, CampaignCounts>> {
    const rows = await this.sql.rows(
      `SELECT campaign, state, count(*) AS n FROM mail_message WHERE campaign IN (?) GROUP BY campaign, state`,
      [campaigns],
      { campaign: col.text, state: col.oneOf(MAIL_STATES), n: col.int },
    );
    const counts = new Map<string, CampaignCounts>();
    for (const { campaign, state, n } of rows) {
      const entry = counts.get(campaign) ?? { queued: 0, sent: 0, failed: 0 };
      entry[state] = n;
      counts.set(campaign, entry);
    }
    return counts;
  }
}
