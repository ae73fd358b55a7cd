import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { ScheduledJob } from '../scheduling/scheduled-job';
import { RateLimitBucketSchema } from './rate-limit-bucket.schema';

/**
 * Deletes the rate limiter's ended windows every 10 minutes. An ended window is already ignored (the next
 * hit restarts it), so this only keeps the table from growing with every address and e-mail ever seen.
 */
@Injectable()
export class ExpiredBucketsJob {
  private readonly logger = new Logger('RateLimits');

  constructor(
    // Read by @ScheduledJob's @CreateRequestContext, which gives each run its own EntityManager.
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
  ) {}

  @ScheduledJob('*/10 * * * *', 'expired-rate-limit-buckets')
  async run(): Promise<number> {
    const deleted = await this.em.nativeDelete(RateLimitBucketSchema, { resetAt: { $lte: new Date() } });
    if (deleted) this.logger.debug(`Deleted ${deleted} ended rate-limit window(s)`);
    return deleted;
  }
}
