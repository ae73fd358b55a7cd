import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PastPayout, PastPayoutWriter } from '../application/record-past-payout';
import { PayoutSchema } from './payout.schema';

/** A plain insert through the EntityManager, inside the seed's unit of work. */
@Injectable()
export class MikroOrmPastPayoutWriter implements PastPayoutWriter {
  constructor(private readonly em: EntityManager) {}

  async insert(payout: PastPayout): Promise<void> {
    await this.em
      .persist(
        this.em.create(PayoutSchema, {
          ...payout,
          transferId: null,
          transferAccountId: null,
          attempt: 0,
          failureReason: null,
          failedAt: null,
        }),
      )
      .flush();
  }
}
