import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Counter, Gauge, Registry } from 'prom-client';
import type { EventCounter, GaugeSample, Metrics, MetricSpec } from '../../shared/application/metrics';
import { pingDatabase } from '../health/database-ping';
import { processRegistry } from './process-registry';

/** How long one scrape waits for a gauge's read (a count in SQL) before it leaves that gauge empty. */
export const SAMPLE_TIMEOUT_MS = 1000;

/** knex's pool (tarn) as far as the gauge reads it. */
interface Pool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/**
 * The Metrics port on prom-client. Counters live in the process's registry; gauges read on scrape (the database
 * pool, the modules' counts) in this app's own, so two apps in one process (the tests) each read their own.
 */
@Injectable()
export class PrometheusMetrics implements Metrics {
  private readonly own = new Registry();
  private readonly logger = new Logger('Metrics');
  /**
   * One ping per scrape, before the gauges' counts: against a silent database a count would hold its connection for
   * as long as TCP lets it, and a scrape every few seconds would take the pool from the requests; a ping that times
   * out cuts its connection (pingDatabase).
   */
  private databaseAnswers: Promise<boolean> | null = null;

  constructor(private readonly orm: MikroORM) {
    const pool = () => (this.orm.em as EntityManager).getConnection().getKnex().client.pool as Pool | undefined;
    new Gauge({
      name: 'penwright_db_pool_connections',
      help: "Connections of the ORM's pool: used (lent to a request or job), free (idle), pending (waited for)",
      labelNames: ['state'],
      registers: [this.own],
      collect() {
        const current = pool();
        this.set({ state: 'used' }, current?.numUsed() ?? 0);
        this.set({ state: 'free' }, current?.numFree() ?? 0);
        this.set({ state: 'pending' }, current?.numPendingAcquires() ?? 0);
      },
    });
  }

  counter<L extends string = never>({ name, help, labelNames = [], startAtZero = [] }: MetricSpec<L>): EventCounter<L> {
    const existing = processRegistry.getSingleMetric(name);
    const counter = (existing ??
      new Counter({ name, help, labelNames: [...labelNames], registers: [processRegistry] })) as Counter<L>;
    for (const labels of startAtZero) counter.inc(labels, 0);
    return { inc: (labels) => (labels ? counter.inc(labels) : counter.inc()) };
  }

  sampledGauge<L extends string>(spec: MetricSpec<L> & { read: () => Promise<GaugeSample<L>[]> }): void {
    const { orm, logger } = this;
    const reachable = () => this.databaseAnswers ?? Promise.resolve(true);
    new Gauge<L>({
      name: spec.name,
      help: spec.help,
      labelNames: [...(spec.labelNames ?? [])],
      registers: [this.own],
      async collect() {
        this.reset();
        try {
          if (!(await reachable())) throw new Error('the database did not answer a ping');
          const samples = await withinTime(
            RequestContext.create(orm.em, () => spec.read()),
            SAMPLE_TIMEOUT_MS,
          );
          for (const { labels, value } of samples) this.set(labels as Partial<Record<L, string>>, value);
        } catch (error) {
          logger.warn(`${spec.name} not read: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
    });
  }

  /** The text Prometheus reads: the process's metrics and this app's. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge([processRegistry, this.own]);
    this.databaseAnswers = pingDatabase(this.orm, SAMPLE_TIMEOUT_MS / 2).then(
      () => true,
      () => false,
    );
    return { contentType: merged.contentType, body: await merged.metrics() };
  }
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
