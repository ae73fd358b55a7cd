import { MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ScheduledJob } from '../../../platform/scheduling/scheduled-job';
import { ReconcilePayouts, type PayoutReconcileReport } from '../application/reconcile-payouts';

/** Nightly, after billing's reconcile: processing payouts compared with the provider (D21). */
@Injectable()
export class ReconcilePayoutsJob {
  constructor(
    // Read by @ScheduledJob's @CreateRequestContext, which gives each run its own EntityManager.
    private readonly orm: MikroORM,
    private readonly reconcile: ReconcilePayouts,
  ) {}

  @ScheduledJob('47 3 * * *', 'payouts-reconcile')
  run(): Promise<PayoutReconcileReport> {
    return this.reconcile.execute();
  }
}
