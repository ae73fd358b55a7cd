import request from 'supertest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/platform/database/database-unavailable';
import { ExpiredBucketsJob } from '../src/platform/security/expired-buckets.job';
import { TcpProxy } from './support/tcp-proxy';
import type { TestClient } from './support/test-client';
import { DEMO, startTestApp, type TestApp } from './support/test-app';

/** The app reaches the test database through a relay the test cuts: to the app, the database is gone. */
describe('while the database is down', () => {
  let db: TcpProxy;
  let t: TestApp;
  let member: TestClient;
  const logged: string[] = [];

  beforeAll(async () => {
    const real = new URL(process.env.TEST_DATABASE_URL!);
    db = await TcpProxy.start({ host: real.hostname, port: Number(real.port) });
    process.env.TEST_DATABASE_URL = Object.assign(real, { port: String(db.port) }).toString();
    t = await startTestApp({ LOG_LEVEL: 'warn' }, { logDestination: { write: (line) => logged.push(line) } });
    member = await t.signIn(DEMO);
  });
  afterAll(async () => {
    await db.up(); // a failed assertion may have left it down
    await t.close();
    await db.down();
  });

  it('answers 503 with a clear message, says why on readiness, and recovers by itself', async () => {
    await db.down();

    expect((await request(t.server).get('/api/health')).status).toBe(200);
    const ready = await request(t.server).get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.message).toMatch(/^Database unavailable: \S+/);

    const visitor = await t.client();
    for (const response of [
      await member.get('/api/user'),
      await member.get('/api/applications/me'),
      await visitor.post('/api/login', DEMO),
      await visitor.post('/api/newsletter/subscribe', { email: 'down@penwright.test' }),
      await visitor.get('/api/blog/posts?limit=5'),
    ]) {
      expect({ status: response.status, body: response.body }).toEqual({
        status: 503,
        body: { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE },
      });
    }

    // The error filter's line about each of them carries that request's id (log context through async calls).
    const traced = await member.get('/api/user').set('X-Request-Id', 'while-down-0001');
    expect(traced.status).toBe(503);
    const line = logged
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((l) => l.reqId === 'while-down-0001');
    expect(line).toMatchObject({ context: 'Errors', level: 40 });

    // A scheduled job's failure is logged under its name, not thrown into the scheduler.
    await expect(t.app.get(ExpiredBucketsJob).run()).resolves.toBeUndefined();
    const jobLine = logged.map((text) => JSON.parse(text) as Record<string, unknown>).find((l) => l.job);
    expect(jobLine).toMatchObject({
      job: 'expired-rate-limit-buckets',
      context: 'expired-rate-limit-buckets',
      level: 50,
    });

    await db.up();
    await waitUntil(async () => (await request(t.server).get('/api/health/ready')).status === 200);
    expect((await member.get('/api/user')).status).toBe(200);
    expect((await (await t.client()).post('/api/login', DEMO)).status).toBe(200);
  }, 60_000);
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the app did not recover');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
