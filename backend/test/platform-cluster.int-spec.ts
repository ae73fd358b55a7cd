import { ExpiredSessionsJob } from '../src/modules/identity/infrastructure/expired-sessions.job';
import { JobQueue } from '../src/platform/jobs/job-queue';
import { closeCluster, startCluster } from './support/cluster';
import request from 'supertest';
import { ADMIN, DEMO, joinTestApp, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

/**
 * Two instances of the app on one database, as behind a load balancer (issue 30): a scheduled job's tick runs once
 * across them, a member signed in through one is signed in on the other, a rate limit counts the requests both
 * served, and a change made through one is served at once by the other, which had the old answer cached. (Mail: test/mail-delivery.int-spec.ts sends each of 800 messages once from two instances.)
 */
describe('scheduled jobs across two instances', () => {
  const instances: TestApp[] = [];
  afterAll(() => closeCluster(instances));

  it('runs a tick once, on one of them', async () => {
    // The first app only seeds: its workers (and its cron) are off, so the two that join are the only clocks.
    instances.push(await startTestApp({ JOB_WORKERS: 'false' }));
    // expired-sessions runs every 10 minutes: it was last run a minute before its latest tick, which no instance
    // ran (as after a deploy). Both instances starting now find that tick missed and race to run it.
    const [row] = await instances[0]!.sql<{ tick: string }>(
      `SELECT date_trunc('minute', now()) - (extract(minute FROM now())::int % 10) * interval '1 minute' AS tick`,
    );
    const tick = new Date(row!.tick);
    const before = new Date(+tick - 60_000);
    await instances[0]!.sql(
      `INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since, last_execution) VALUES (?, ?, ?)`,
      ['expired-sessions', before, before],
    );
    const runs = jest.spyOn(ExpiredSessionsJob.prototype, 'run');
    try {
      instances.push(...(await Promise.all([joinTestApp(), joinTestApp()])));
      for (const instance of instances.slice(1)) {
        expect(instance.app.get(JobQueue).scheduledTasks()).toContain('expired-sessions');
      }
      await until(() => runs.mock.calls.length > 0);
      // Long enough for the other instance's worker to have run a second copy, had it queued one (it polls every 2 s
      // and hears of new jobs at once).
      await new Promise((resolve) => setTimeout(resolve, 3000));
      // A tick that fell during the test (every 10 minutes) is a second tick, and a second run.
      const ticks = 1 + Math.floor((Date.now() - +tick) / 600_000);
      expect(runs.mock.calls).toHaveLength(ticks);
      const jobInstances = instances.slice(1).map((instance) => instance.app.get(ExpiredSessionsJob));
      expect(jobInstances).toContain(runs.mock.contexts[0]);
      const [{ last }] = await instances[0]!.sql<{ last: string }>(
        "SELECT last_execution AS last FROM graphile_worker._private_known_crontabs WHERE identifier = 'expired-sessions'",
      );
      expect(+new Date(last!)).toBeGreaterThanOrEqual(+tick);
    } finally {
      runs.mockRestore();
    }
  });
});

describe('sessions, rate limits and caches across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let memberOnB: TestClient;
  beforeAll(async () => {
    // Answers and memos kept a minute: long enough that only an invalidation explains a fresh answer.
    [a, b] = await startCluster(2, { TRUST_PROXY: 'true', JOB_WORKERS: 'false', CONTENT_CACHE_SECONDS: '60' });
    memberOnB = await b.signIn(DEMO);
  });
  afterAll(() => closeCluster([a, b]));

  it('a member signed in through one instance is signed in on the other, and signs out there for both', async () => {
    const throughA = await a.signIn(DEMO);
    const throughB = throughA.through(b.server);
    const user = await throughB.get('/api/user');
    expect(user.status).toBe(200);
    expect(user.body.email).toBe(DEMO.email);
    expect((await throughB.post('/api/logout')).status).toBeLessThan(300);
    expect((await throughA.get('/api/user')).status).toBe(401);
  });

  it('counts sign-in attempts served by both: 10 wrong passwords reach the check, then both refuse', async () => {
    await a.sql('DELETE FROM rate_limit_buckets');
    const clients = [await a.client(), await b.client()];
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const response = await clients[i % 2]!.post('/api/login', { email: DEMO.email, password: `wrong-${i}` }).set(
        'X-Forwarded-For',
        '203.0.113.9',
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(6).fill(429));
  });

  /** The newest post's text as B serves it to a visitor (public answer cache) and to a member (the use case's memo). */
  const newestOnB = async () => [
    (await request(b.server).get('/api/twitter/feed')).body[0].text as string,
    (await memberOnB.get('/api/twitter/feed')).body[0].text as string,
  ];

  it('a feed post made through one instance is served by the other at once', async () => {
    const before = await newestOnB();
    const admin = await a.signIn(ADMIN);
    const text = 'Open call: essays on the craft of revision, 1,500 words, by the end of the month.';
    expect((await admin.post('/api/admin/feed-posts', { text })).status).toBe(201);
    expect(before).not.toContain(text);
    await until(async () => (await newestOnB()).every((newest) => newest === text), 1000);
  });

  it('after its listening connection is cut, an instance reconnects and drops everything it kept', async () => {
    await newestOnB();
    await a.sql(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'penwright-listen' AND datname = current_database()",
    );
    // Changed while no instance listened, by hand: no announcement at all.
    await a.sql(
      "UPDATE social_posts SET text = 'Changed while no one listened' WHERE id = (SELECT max(id) FROM social_posts)",
    );
    await until(async () => (await newestOnB()).every((newest) => newest === 'Changed while no one listened'), 5000);
  });
});

async function until(done: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
