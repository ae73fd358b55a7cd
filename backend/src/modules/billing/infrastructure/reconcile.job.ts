import { MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ScheduledJob } from '../../../platform/scheduling/scheduled-job';
import { ReconcileSubscriptions, type ReconcileReport } from '../application/reconcile-subscriptions';

/**
 * Nightly, at a quiet hour (03:17 UTC): compares every stored subscription with the provider, through
 * the same use case and repository as requests, in a MikroORM context of its own; its log lines carry its name.
 */
@Injectable()
export class ReconcileJob {
  constructor(
    // Read by @ScheduledJob's @CreateRequestContext, which gives each run its own EntityManager.
    private readonly orm: MikroORM,
    private readonly reconcile: ReconcileSubscriptions,
  ) {}

  @ScheduledJob('17 3 * * *', 'billing-reconcile')
  run(): Promise<ReconcileReport> {
    return this.reconcile.execute();
  }
}
