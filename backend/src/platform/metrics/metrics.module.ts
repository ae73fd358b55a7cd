import { Global, Module } from '@nestjs/common';
import { METRICS } from '../../shared/application/metrics';
import { MetricsServer } from './metrics-server';
import { PrometheusMetrics } from './prometheus-metrics';

/** Prometheus metrics (docs/operations.md "Monitoring"): the Metrics port every module may inject, and the scrape. */
@Global()
@Module({
  providers: [PrometheusMetrics, { provide: METRICS, useExisting: PrometheusMetrics }, MetricsServer],
  exports: [PrometheusMetrics, METRICS],
})
export class MetricsModule {}
