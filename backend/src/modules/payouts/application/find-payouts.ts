import { Inject, Injectable } from '@nestjs/common';
import type { Payout } from '../domain/payout';
import { PAYOUT_REPOSITORY } from '../payouts.tokens';
import type { PayoutRepository } from './ports/payout.repository';

/** Payouts by id, for the admin module's Payouts tab (which picks the page's ids in its read-side query). */
@Injectable()
export class FindPayouts {
  constructor(@Inject(PAYOUT_REPOSITORY) private readonly payouts: PayoutRepository) {}

  /** The payouts of `ids` that exist, in the order of `ids`. */
  async byIds(ids: readonly number[]): Promise<Payout[]> {
    const byId = new Map((await this.payouts.findByIds(ids)).map((payout) => [payout.id, payout]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
