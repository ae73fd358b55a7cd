import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { Readiness } from '../src/platform/health/readiness';
import { PrometheusMetrics } from '../src/platform/metrics/prometheus-metrics';
import { TcpProxy } from './support/tcp-proxy';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Readiness (issue 30): the app reaches the test database through a relay the test cuts or freezes. A load
 * balancer's probe gets its answer within a second whatever the database does, and it says not ready while the
 * database refuses, while it is silent, and while the process drains.
 */
describe('readiness', () => {
  let db: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    const directUrl = process.env.TEST_DATABASE_URL!;
    const real = new URL(directUrl);
    db = await TcpProxy.start({ host: real.hostname, port: Number(real.port) });
    process.env.TEST_DATABASE_URL = Object.assign(real, { port: String(db.port) }).toString();
    t = await startTestApp({ LOG_LEVEL: 'silent' });
    process.env.TEST_DATABASE_URL = directUrl;
  });
  afterAll(async () => {
    if (db.frozen) {
      // A failed assertion left it frozen.
      await db.down();
      await db.up();
    }
    await t.close();
    await db.down();
  });

  /**
   * The database is back and the job queue's listening connection, cut with the others, is open again. A test that
   * cut the database waits for it before ending, and the app is never closed just after a cut: a CI run closed it
   * while graphile-worker 0.17 was still reconnecting that connection, and its release of it ran twice (pg-pool's
   * "Release called on client which has already been released", an unhandled rejection that failed the file).
   */
  async function backAndListening(): Promise<void> {
    await until(async () => (await probe()).status === 200);
    await until(async () => {
      const [row] = await t.sql<{ listening: number }>(
        `SELECT count(*)::int AS listening FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'idle' AND query LIKE 'LISTEN "jobs:insert"%'`,
      );
      return row.listening > 0;
    });
  }

  /** The readiness answer and how long it took. */
  async function probe() {
    const started = Date.now();
    const response = await request(t.server).get('/api/health/ready');
    return { status: response.status, body: response.body as Record<string, unknown>, ms: Date.now() - started };
  }

  it('is ready while the database answers', async () => {
    const ready = await probe();
    expect({ status: ready.status, body: ready.body }).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('answers not ready within a second while the database is silent, without using up the pool', async () => {
    db.freeze();
    // A scrape answers within its bound, without the counts it could not make.
    const started = Date.now();
    const scraped = (await t.app.get(PrometheusMetrics).scrape()).body;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(scraped).toContain('penwright_db_pool_connections{state="used"}');
    expect(scraped).not.toContain('penwright_mail_outbox_messages{');
    const frozen = [await probe(), await probe(), ...(await Promise.all(Array.from({ length: 10 }, probe)))];
    for (const answer of frozen) {
      expect(answer).toMatchObject({
        status: 503,
        body: { code: 'DATABASE_UNAVAILABLE', message: 'Database unavailable: timeout' },
      });
      expect(answer.ms).toBeLessThan(1000);
    }
    // Each probe and the scrape gave back, or dropped, the connection they held: the requests still have the pool.
    const pool = (t.app.get(MikroORM).em as EntityManager).getConnection().getKnex().client.pool as {
      numUsed(): number;
    };
    await until(async () => pool.numUsed() === 0, 2000);
    await db.down();
    await db.up();
    await backAndListening();
  }, 30_000);

  it('answers not ready at once while the database refuses connections, and ready again when it is back', async () => {
    await db.down();
    const down = await probe();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(down.body.message).toMatch(/^Database unavailable: \S+/);
    expect(down.ms).toBeLessThan(1000);
    await db.up();
    await backAndListening();
  }, 30_000);

  it('answers not ready while the process drains, the database being fine', async () => {
    t.app.get(Readiness).drain();
    const draining = await probe();
    expect({ status: draining.status, body: draining.body }).toEqual({
      status: 503,
      body: { statusCode: 503, code: 'SHUTTING_DOWN', message: 'Shutting down: this instance is draining' },
    });
    expect((await request(t.server).get('/api/health')).status).toBe(200); // alive all the same
  });
});

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
