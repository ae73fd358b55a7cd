import { Inject, Injectable } from '@nestjs/common';
import type { Payout } from '../domain/payout';
import { PAST_PAYOUT_WRITER } from '../payouts.tokens';

/** A past payout as it was paid by hand before transfers (D21): no transfer, no failure. */
export type PastPayout = Omit<
  Payout,
  'id' | 'transferRequestedAt' | 'transferId' | 'transferAccountId' | 'attempt' | 'failureReason' | 'failedAt'
>;

/** Writes a payout with its own past timestamps, for seeded history only. */
export interface PastPayoutWriter {
  insert(payout: PastPayout): Promise<void>;
}

/**
 * The demo member's payout history (README), as it happened weeks ago: the live path (OpenPayout, then editors'
 * transitions) can only stamp the present. Exported for the assignments module's work-history seed.
 */
@Injectable()
export class RecordPastPayout {
  constructor(@Inject(PAST_PAYOUT_WRITER) private readonly writer: PastPayoutWriter) {}

  execute(payout: PastPayout): Promise<void> {
    return this.writer.insert(payout);
  }
}
