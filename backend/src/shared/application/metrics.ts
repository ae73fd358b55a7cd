/**
 * What the application counts for monitoring (Prometheus, docs/operations.md "Monitoring"), without knowing the
 * library: a module asks the platform for its counters by name and increments them where its use case has
 * succeeded (after the unit of work committed), and registers gauges the platform reads on each scrape.
 */
export interface Metrics {
  /** The counter of that name (asked twice, the same one). Label values must come from a short, fixed list. */
  counter<L extends string = never>(spec: MetricSpec<L>): EventCounter<L>;
  /**
   * A gauge read when Prometheus scrapes (a cheap count in SQL), in a database context of its own and within a
   * second: a read that fails or takes longer leaves the gauge empty for that scrape rather than hold it up.
   */
  sampledGauge<L extends string>(spec: MetricSpec<L> & { read: () => Promise<GaugeSample<L>[]> }): void;
}

export interface MetricSpec<L extends string> {
  /** `penwright_<what>_<unit>`, `_total` for counters (Prometheus's naming). */
  name: string;
  help: string;
  labelNames?: readonly L[];
  /** A counter's series that exist at 0 before their first event, so that `rate()` and alerts see them from the start. */
  startAtZero?: Record<L, string>[];
}

export interface EventCounter<L extends string = never> {
  inc(labels?: Record<L, string>): void;
}

export interface GaugeSample<L extends string> {
  labels: Record<L, string>;
  value: number;
}

export const METRICS = Symbol('METRICS');
