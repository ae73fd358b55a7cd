import type { MailState } from '../../domain/mail-message';

export type CampaignCounts = Record<MailState, number>;

/** How a campaign's messages stand (queued, sent, failed), read from the outbox. */
export interface CampaignCountsQuery {
  countByState(campaigns: readonly string[]): Promise<Map<string, CampaignCounts>>;
}
