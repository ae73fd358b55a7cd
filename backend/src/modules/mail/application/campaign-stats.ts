import { Inject, Injectable } from '@nestjs/common';
import { CAMPAIGN_COUNTS } from '../mail.tokens';
import type { CampaignCounts, CampaignCountsQuery } from './ports/campaign-counts';

export type { CampaignCounts } from './ports/campaign-counts';

/**
 * What a module that sends campaigns (content's newsletter issues) learns of their delivery without reading the
 * outbox's tables: per campaign, how many of its messages are queued, sent and failed. A campaign with no
 * message counts zeros.
 */
@Injectable()
export class CampaignStats {
  constructor(@Inject(CAMPAIGN_COUNTS) private readonly counts: CampaignCountsQuery) {}

  async countByState(campaigns: readonly string[]): Promise<Map<string, CampaignCounts>> {
    const found = campaigns.length ? await this.counts.countByState(campaigns) : new Map<string, CampaignCounts>();
    return new Map(campaigns.map((campaign) => [campaign, found.get(campaign) ?? { queued: 0, sent: 0, failed: 0 }]));
  }
}
