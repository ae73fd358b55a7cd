import { Client } from 'pg';
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
  let memberSessionId: string;
  let directUrl: string;
  const logged: string[] = [];

  beforeAll(async () => {
    directUrl = process.env.TEST_DATABASE_URL!;
    const real = new URL(directUrl);
    db = await TcpProxy.start({ host: real.hostname, port: Number(real.port) });
    process.env.TEST_DATABASE_URL = Object.assign(real, { port: String(db.port) }).toString();
    t = await startTestApp({ LOG_LEVEL: 'warn' }, { logDestination: { write: (line) => logged.push(line) } });
    member = await t.client();
    const signedIn = await member.post('/api/login', DEMO);
    const cookie = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('penwright.sid='));
    memberSessionId = decodeURIComponent(cookie!.split(';')[0].slice('penwright.sid='.length)).slice(2).split('.')[0];
  });
  afterAll(async () => {
    await db.up(); // a failed assertion may have left it down
    await t.close();
    await db.down();
  });

  it('answers 503 with a clear message, says why on readiness, and recovers by itself', async () => {
    // A member's request whose session read is in flight when the database goes away (a lock taken beside the
    // relay holds the statement): the driver's error then starts with the statement, the session id in it.
    const locker = new Client({ connectionString: directUrl });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE "session" IN ACCESS EXCLUSIVE MODE');
    const inFlight = member.get('/api/user').then((response) => response);
    await until(async () => {
      const { rows } = await locker.query("SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock'");
      return rows.length > 0;
    });
    await db.down();
    expect((await inFlight).status).toBe(503);
    await locker.query('ROLLBACK');
    await locker.end();

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

    // What the failed statements carried (the member's session id, the address signing in) is not in the log.
    const all = logged.join('\n');
    expect(all).toContain('answered 503'); // the capture works
    for (const secret of [memberSessionId, DEMO.email, DEMO.password, 'down@penwright.test']) {
      expect({ secret, found: all.includes(secret) }).toEqual({ secret, found: false });
    }

    // A scheduled job's failure is logged under its name, not thrown into the scheduler.
    await expect(t.app.get(ExpiredBucketsJob).run()).resolves.toBeUndefined();
    const jobLine = logged.map((text) => JSON.parse(text) as Record<string, unknown>).find((l) => l.job);
    expect(jobLine).toMatchObject({
      job: 'expired-rate-limit-buckets',
      context: 'expired-rate-limit-buckets',
      level: 50,
    });

    await db.up();
    await until(async () => (await request(t.server).get('/api/health/ready')).status === 200);
    expect((await member.get('/api/user')).status).toBe(200);
    expect((await (await t.client()).post('/api/login', DEMO)).status).toBe(200);
  }, 60_000);
});

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
