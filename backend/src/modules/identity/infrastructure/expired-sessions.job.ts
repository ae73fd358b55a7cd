import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { ScheduledJob } from '../../../platform/scheduling/scheduled-job';
import { SessionSchema } from './session.schema';

/**
 * Deletes ended sessions every 10 minutes. The store already ignores them; this keeps the table small.
 * It does what a session store's own pruning timer would (identity's store has none), so that like every other
 * job it runs under the scheduler, with its name in the logs.
 */
@Injectable()
export class ExpiredSessionsJob {
  private readonly logger = new Logger('Sessions');

  constructor(
    // Read by @ScheduledJob's @CreateRequestContext, which gives each run its own EntityManager.
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
  ) {}

  @ScheduledJob('*/10 * * * *', 'expired-sessions')
  async run(): Promise<number> {
    const deleted = await this.em.nativeDelete(SessionSchema, { expire: { $lt: new Date() } });
    if (deleted) this.logger.debug(`Deleted ${deleted} ended session(s)`);
    return deleted;
  }
}
