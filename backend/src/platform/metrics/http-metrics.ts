import type { RequestHandler } from 'express';
import { Histogram, type Registry } from 'prom-client';
import { processRegistry } from './process-registry';
import { routeLabel } from './route-label';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** From 5 ms (a cached public read) to 10 s (a PDF, a check under load). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const REQUEST_DURATION = 'penwright_http_request_duration_seconds';

/** One per registry: the first app of the process makes it, the next ones (tests) find it. */
function histogramIn(registry: Registry): Histogram<'method' | 'route' | 'status_code'> {
  const existing = registry.getSingleMetric(REQUEST_DURATION);
  if (existing) return existing as Histogram<'method' | 'route' | 'status_code'>;
  return new Histogram({
    name: REQUEST_DURATION,
    help: 'Time from the request reaching the app to its answer being sent, by route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: BUCKETS,
    registers: [registry],
  });
}

/**
 * The first middleware: times every request to its answer's end ('finish'; a request whose client went away
 * first is not counted) and labels it by route pattern, never by URL.
 */
export function measureRequests(registry = processRegistry): RequestHandler {
  const histogram = histogramIn(registry);
  return (req, res, next) => {
    const end = histogram.startTimer();
    res.once('finish', () =>
      end({
        method: METHODS.has(req.method) ? req.method : 'OTHER',
        route: routeLabel(req, res),
        status_code: String(res.statusCode),
      }),
    );
    next();
  };
}
