import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The metrics of the whole process: Node's own (event-loop lag, heap, GC, CPU, handles), the HTTP histogram, the
 * jobs' runs and the modules' counters. One per process, as Prometheus scrapes a process; what an app instance
 * reads on scrape from its own pool and database (several may share a process in the tests) is in its own
 * registry, merged at scrape time (PrometheusMetrics).
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });
