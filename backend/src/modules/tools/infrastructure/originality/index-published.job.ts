import { MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ScheduledJob } from '../../../../platform/scheduling/scheduled-job';
import { IndexPublishedTexts } from '../../application/originality/index-published-texts';

/** Every 10 minutes: published texts added or changed since (a new blog post) join the originality index. */
@Injectable()
export class IndexPublishedJob {
  constructor(
    // Read by @ScheduledJob's @CreateRequestContext, which gives each run its own EntityManager.
    private readonly orm: MikroORM,
    private readonly indexPublished: IndexPublishedTexts,
  ) {}

  @ScheduledJob('*/10 * * * *', 'originality-index-published')
  run(): Promise<void> {
    return this.indexPublished.execute();
  }
}
