import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { MetricsServer } from '../src/platform/metrics/metrics-server';
import { PrometheusMetrics } from '../src/platform/metrics/prometheus-metrics';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../src/platform/config/platform-settings';
import { ExpiredBucketsJob } from '../src/platform/security/expired-buckets.job';
import { anAssignment, writers } from './support/assignment-helpers';
import { registerWithSandbox } from './support/billing';
import { failAttempt, memberWithApplication } from './support/quiz-helpers';
import { startTestApp, type TestApp } from './support/test-app';

const TOKEN = 'scrape-token-for-the-metrics-test-0001';

/** Prometheus's scrape (issue 30): behind the token, labelled by route pattern, counting what happened. */
describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN, CONTENT_CACHE_SECONDS: '30' });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    return response.text;
  };

  it('asks for the bearer token on the app port', async () => {
    const without = await request(t.server).get('/metrics');
    expect(without.status).toBe(401);
    expect(without.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(without.text).not.toContain('penwright_');
    expect((await request(t.server).get('/metrics').set('Authorization', 'Bearer not-the-token')).status).toBe(401);
    expect((await request(t.server).get('/metrics').set('Authorization', TOKEN)).status).toBe(401);
  });

  it('labels requests by route pattern, never by URL, and counts business events and job runs', async () => {
    const before = await scrape();
    const [writer] = await writers(t, 1);
    const id = await anAssignment(t);
    expect((await writer.client.post(`/api/assignments/${id}/accept`)).status).toBe(200);
    const submitted = await writer.client.post(`/api/assignments/${id}/submit`, {
      content: 'A first version about the city rainfall report, with its sources.',
    });
    expect(submitted.status).toBe(200);
    expect((await request(t.server).get(`/api/no-such-route/${id}`)).status).toBe(404);
    // A visitor's public read, twice: the second is the public cache's replay, measured under the same route.
    for (let i = 0; i < 2; i++) expect((await request(t.server).get('/api/blog/posts')).status).toBe(200);
    await t.app.get(ExpiredBucketsJob).run();
    await failAttempt(await memberWithApplication(t, 'metricsquiz'));
    expect((await registerWithSandbox(await t.client(), 'writer')).response.status).toBe(201);

    const after = await scrape();
    const count = (text: string, name: string, labels: Record<string, string> = {}) => sample(text, name, labels) ?? 0;
    const grew = (name: string, labels: Record<string, string> = {}) =>
      count(after, name, labels) - count(before, name, labels);

    const duration = 'penwright_http_request_duration_seconds_count';
    expect(grew(duration, { method: 'POST', route: '/api/assignments/:id/accept', status_code: '200' })).toBe(1);
    expect(grew(duration, { method: 'POST', route: '/api/assignments/:id/submit', status_code: '200' })).toBe(1);
    expect(grew(duration, { method: 'GET', route: '(unmatched)', status_code: '404' })).toBe(1);
    expect(grew(duration, { method: 'GET', route: '/api/blog/posts', status_code: '200' })).toBe(2);
    expect(after).not.toContain(`/api/assignments/${id}`);
    expect(after).not.toContain('no-such-route');

    expect(grew('penwright_assignments_accepted_total')).toBe(1);
    expect(grew('penwright_submissions_total')).toBe(1);
    expect(grew('penwright_quiz_attempts_total', { outcome: 'failed' })).toBe(1);
    expect(grew('penwright_sign_ups_total', { tier: 'writer' })).toBe(1);
    expect(grew('penwright_job_runs_total', { job: 'expired-rate-limit-buckets', outcome: 'success' })).toBe(1);
    expect(
      sample(after, 'penwright_job_duration_seconds_count', { job: 'expired-rate-limit-buckets' }),
    ).toBeGreaterThan(0);

    // Node's own, the pool, and the gauges counted in SQL on the scrape.
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(sample(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(after, 'penwright_db_pool_connections', { state: 'free' })).toBeGreaterThan(0);
    const [{ queued }] = await t.sql<{ queued: number }>(
      "SELECT count(*)::int AS queued FROM mail_message WHERE state = 'queued'",
    );
    expect(sample(after, 'penwright_mail_outbox_messages', { state: 'queued' })).toBe(queued);
    const [{ pending }] = await t.sql<{ pending: number }>(
      "SELECT count(*)::int AS pending FROM payouts WHERE status = 'pending'",
    );
    expect(sample(after, 'penwright_payouts', { status: 'pending' })).toBe(pending);
    // A failed payout (D21) is counted too, and does not blank the other statuses.
    await t.sql(
      "UPDATE payouts SET status = 'failed', failure_reason = 'account closed', failed_at = now() WHERE id = (SELECT min(id) FROM payouts WHERE status = 'pending')",
    );
    const withFailed = await scrape();
    expect(sample(withFailed, 'penwright_payouts', { status: 'failed' })).toBe(1);
    expect(sample(withFailed, 'penwright_payouts', { status: 'pending' })).toBe(pending - 1);

    // The Grafana dashboard (docs/) asks for metrics that exist, by the names they are exported under.
    const dashboard = readFileSync(join(__dirname, '..', '..', 'docs', 'grafana-dashboard.json'), 'utf8');
    const asked = new Set(dashboard.match(/\b(penwright|nodejs|process)_[a-z0-9_]+/g));
    const exported = new Set(after.split('\n').map((line) => /^[a-z_0-9]+/.exec(line)?.[0]));
    expect([...asked].filter((name) => !exported.has(name))).toEqual([]);
    expect(asked.size).toBeGreaterThan(15);
  });

  it('serves the metrics on a port of their own, bound to loopback, when METRICS_PORT is set', async () => {
    const settings = t.app.get<PlatformSettings>(PLATFORM_SETTINGS);
    const server = new MetricsServer(t.app.get(PrometheusMetrics), {
      ...settings,
      metrics: { token: '', port: 0, host: '127.0.0.1' },
    });
    await server.onApplicationBootstrap();
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const scraped = await fetch(`${base}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('penwright_http_request_duration_seconds_bucket');
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
    } finally {
      await server.onApplicationShutdown();
    }
  });
});

/** The sum of a metric's samples whose labels include `labels`; undefined when it has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let total: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) total = (total ?? 0) + Number(match[3]);
  }
  return total;
}
