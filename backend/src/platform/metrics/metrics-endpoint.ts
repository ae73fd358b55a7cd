import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { PrometheusMetrics } from './prometheus-metrics';
import { answerForRoute } from './route-label';

/** Whether the request carries `Authorization: Bearer <token>`; the comparison takes the same time for any guess. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Answers a scrape: 401 without the bearer token when one is set (always on the app's port), the metrics in
 * Prometheus's text format otherwise. Plain node:http, so it serves the app's port (Express) and the metrics
 * port alike.
 */
export function serveScrape(metrics: PrometheusMetrics, token: string) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (token && !bearerMatches(req.headers.authorization, token)) {
      res.writeHead(401, { 'WWW-Authenticate': 'Bearer realm="metrics"', 'Content-Type': 'text/plain' });
      res.end('A bearer token is required\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(body);
      },
      () => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('The metrics could not be collected\n');
      },
    );
  };
}

/** `GET /metrics` on the app's port, behind the bearer token; anything else goes on through the pipeline. */
export function scrapeOnAppPort(metrics: PrometheusMetrics, token: string): RequestHandler {
  const scrape = serveScrape(metrics, token);
  return (req, res, next) => {
    if (req.path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    answerForRoute(res, '/metrics');
    scrape(req, res);
  };
}
