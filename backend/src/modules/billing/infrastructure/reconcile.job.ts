import { CreateRequestContext, MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { ReconcileSubscriptions, type ReconcileReport } from '../application/reconcile-subscriptions';

/** Nightly, at a quiet hour (server time): compares every stored subscription with the provider. */
@Injectable()
export class ReconcileJob {
  constructor(
    // Read by @CreateRequestContext, which gives the job its own MikroORM context.
    private readonly orm: MikroORM,
    private readonly reconcile: ReconcileSubscriptions,
  ) {}

  @Cron('17 3 * * *', { name: 'billing-reconcile' })
  @CreateRequestContext()
  run(): Promise<ReconcileReport> {
    return this.reconcile.execute();
  }
}
