#!/usr/bin/env node
// Failure drill: PostgreSQL stopped and started under load, through the cluster (issue 30; docs/operations.md,
// "Failure drills").
//
//   make build && node ops/drills/postgres-restart.drill.mjs
//
// The built app runs as 3 instances behind nginx (ops/cluster, as `make cluster`) against a PostgreSQL of the
// embedded binaries that this drill owns. Through nginx, members accept assignments, save drafts and hand work in,
// visitors register (sandbox payments) and read, for DRILL_BEFORE_S (5 s); then PostgreSQL is stopped (a fast
// shutdown), the load goes on for DRILL_DOWN_S (5 s), PostgreSQL starts again on the same files and the load goes on
// for DRILL_AFTER_S (10 s). It passes when:
//   - no client saw a 5xx other than 503, nor a request left without an answer: never nginx's own 502;
//   - every 503 is the app's (`DATABASE_UNAVAILABLE`, JSON), not nginx's page nor a draining instance's;
//   - /api/health/ready said 200 through nginx, and on each instance, within 5 s of PostgreSQL accepting connections
//     again, with no restart of any instance;
//   - every write answered 2xx is in the database afterwards (each accept, draft, submission and registration);
//   - the mail those registrations queued is all delivered (the job queue found its database again);
//   - every instance exits 0 on SIGTERM at the end.
// Ports: DRILL_CLUSTER_PORT (nginx; the instances on the three ports after it) and DRILL_PG_PORT (default: free
// ones). Exit 1 when a check fails.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { seedAcceptPool } from '../../backend/bench/accept-pool.mjs';
import { startCluster } from '../cluster/cluster.mjs';
import { appSettings, Browser, port, ready, seconds, startPostgres, Tally, workDir } from './support/harness.mjs';

const BEFORE_S = seconds('DRILL_BEFORE_S', 5);
const DOWN_S = seconds('DRILL_DOWN_S', 5);
const AFTER_S = seconds('DRILL_AFTER_S', 10);
const READY_WITHIN_MS = 5_000;
const INSTANCES = 3;
const MEMBER_WORKERS = 6;
const READERS = 2;
const REGISTRARS = 1;
const CLAIM_LIMIT = 100;
const SESSION_IDLE_MINUTES = 120;

const tally = new Tally();
const acknowledged = { accepts: [], drafts: new Map(), submissions: new Map(), registrations: [] };
/** 503s that are not the app's DATABASE_UNAVAILABLE (nginx's page, a draining instance's), by phase and kind. */
const foreign503 = {};
let running = true;

async function main() {
  const dir = workDir('postgres');
  const clusterPort = await port('DRILL_CLUSTER_PORT');
  const appPorts = process.env.DRILL_CLUSTER_PORT
    ? Array.from({ length: INSTANCES }, (_, i) => clusterPort + 1 + i)
    : await Promise.all(Array.from({ length: INSTANCES }, () => port()));
  const pgPort = await port('DRILL_PG_PORT');
  console.log(
    `PostgreSQL drill in ${dir}: nginx on ${clusterPort}, instances on ${appPorts.join(', ')}, PostgreSQL on ${pgPort}`,
  );
  const database = await startPostgres(dir, pgPort);
  cleanups.push(() => database.stop());
  const secret = randomBytes(32).toString('base64url');
  const cluster = await startCluster({
    port: clusterPort,
    appPorts,
    pgPort,
    dataDir: join(dir, 'cluster'),
    databaseUrl: database.url,
    env: { ...appSettings(dir), SESSION_SECRET: secret, ASSIGNMENT_CLAIM_LIMIT: String(CLAIM_LIMIT) },
  });
  cleanups.unshift(() => cluster.stop());
  const exitedEarly = () => {
    const gone = cluster.instances.filter((instance) => instance.child.exitCode !== null);
    if (gone.length)
      throw new Error(`${gone.map((i) => `${i.label} exited (${i.child.exitCode})`).join(', ')}: ${cluster.runDir}`);
  };
  const origin = cluster.origin;
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const pool = await seedAcceptPool(db, { secret, seconds: 1, idleMinutes: SESSION_IDLE_MINUTES });
  await db.end();
  const members = await Promise.all(pool.sessionHeaders.map((headers) => memberOf(origin, headers)));
  const figures = {
    loadAverage: os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' '),
  };

  const workers = [
    ...Array.from({ length: MEMBER_WORKERS }, (_, w) => memberWork(origin, pool, members, w)),
    ...Array.from({ length: READERS }, () => readWork(origin, members[0])),
    ...Array.from({ length: REGISTRARS }, () => registerWork(origin)),
  ];
  await delay(BEFORE_S * 1000);

  tally.phase = 'down';
  const stoppedAt = performance.now();
  await database.stop();
  figures.stopMs = Math.round(performance.now() - stoppedAt);
  await delay(DOWN_S * 1000);
  exitedEarly();

  await database.start();
  const backAt = performance.now();
  tally.phase = 'after';
  const readyAfter = async (at) => {
    while (!(await ready(at))) {
      exitedEarly();
      await delay(50);
    }
    return Math.round(performance.now() - backAt);
  };
  const [throughNginx, ...instances] = await Promise.all([
    readyAfter(origin),
    ...cluster.instances.map((instance) => readyAfter(instance.origin)),
  ]);
  figures.readyAfterReturnMs = { throughNginx, instances };
  await delay(AFTER_S * 1000);
  running = false;
  await Promise.all(workers);
  figures.firstWriteAfterReturnMs = Math.round((firstWriteAfter ?? NaN) - backAt);

  const check = new pg.Client({ connectionString: database.url });
  await check.connect();
  try {
    figures.lost = await lostWrites(check);
    figures.acknowledged = {
      accepts: acknowledged.accepts.length,
      drafts: acknowledged.drafts.size,
      submissions: acknowledged.submissions.size,
      registrations: acknowledged.registrations.length,
    };
    figures.mailDrainedMs = await mailDrained(check, 60_000);
    // How many attempts each message took: one that failed while the database was away waits its back-off.
    const { rows: attempts } = await check.query(
      'SELECT attempts, count(*)::int AS messages FROM mail_message GROUP BY attempts ORDER BY attempts',
    );
    figures.mailAttempts = Object.fromEntries(attempts.map((row) => [row.attempts, row.messages]));
  } finally {
    await check.end();
  }
  const stopping = performance.now();
  const stopped = await cluster.stop();
  figures.instanceExits = stopped.filter((result) => result.label.startsWith('app-'));
  figures.clusterStopMs = Math.round(performance.now() - stopping);
  await database.stop();
  cleanups.length = 0;

  figures.answers = tally.counts;
  figures.samples = tally.samples;
  figures.foreign503 = foreign503;
  console.log(JSON.stringify(figures, null, 2));
  const slowest = Math.max(throughNginx, ...instances);
  const failures = [
    ...tally.unexpected().map(([key, count]) => `${count} x ${key}`),
    ...Object.entries(foreign503).map(
      ([key, count]) => `${count} x ${key} 503 that is not the app's DATABASE_UNAVAILABLE`,
    ),
    ...(slowest > READY_WITHIN_MS
      ? [`ready ${JSON.stringify(figures.readyAfterReturnMs)} ms after the return (through nginx, each instance)`]
      : []),
    ...Object.entries(figures.lost)
      .filter(([, ids]) => ids.length)
      .map(([kind, ids]) => `acknowledged ${kind} missing: ${ids.slice(0, 10).join(', ')}`),
    ...(figures.mailDrainedMs === null ? ['mail still queued a minute after the load'] : []),
    ...figures.instanceExits
      .filter((exit) => exit.code !== 0)
      .map((exit) => `${exit.label} exited ${exit.signal ?? exit.code} on SIGTERM`),
    ...(Object.keys(tally.counts).some((key) => key.startsWith('down ') && key.endsWith(' 503'))
      ? []
      : ['no 503 while PostgreSQL was down: the drill did not reach the database']),
  ];
  if (failures.length) {
    console.error(`PostgreSQL drill FAILED (logs in ${cluster.runDir}):\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  rmSync(dir, { recursive: true, force: true }); // kept only when the drill fails, for its logs
  console.log(
    `PostgreSQL drill passed: ready through nginx ${throughNginx} ms after PostgreSQL's return (each instance: ` +
      `${instances.join(', ')} ms), no acknowledged write lost, no 5xx but the app's 503.`,
  );
}

let firstWriteAfter = null;
/** What to stop when the drill breaks off: the cluster, then PostgreSQL. */
const cleanups = [];

/** One request, tallied; `null` when it got no HTTP answer. */
async function call(kind, send) {
  try {
    const response = await send();
    tally.record(kind, response.status, response.body);
    if (response.status === 503 && response.body?.code !== 'DATABASE_UNAVAILABLE') {
      const key = `${tally.phase} ${kind}`;
      foreign503[key] = (foreign503[key] ?? 0) + 1;
    }
    if (tally.phase === 'after' && kind !== 'read' && response.status < 300) firstWriteAfter ??= performance.now();
    return response;
  } catch (error) {
    tally.record(kind, 'network', String(error.cause?.code ?? error.name));
    if (process.env.DRILL_VERBOSE) console.error(kind, error);
    return null;
  }
}

async function json(origin, method, path, headers, body) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : null };
}

async function memberOf(origin, headers) {
  const me = await json(origin, 'GET', '/api/user', headers);
  if (me.status !== 200) throw new Error(`a seeded member's session does not sign in: ${me.status}`);
  return { id: me.body.id, headers };
}

/** Accepts the next open assignment, saves a draft of it and hands it in, as one member after another. */
async function memberWork(origin, pool, members, worker) {
  let retry = null; // an assignment whose accept got no answer but 503: tried again, so the pool lasts the outage
  for (let round = 0; running; round++) {
    const member = members[(worker + round * MEMBER_WORKERS) % members.length];
    const id = retry ?? pool.first + nextAssignment++;
    const accepted = await call('accept', () => json(origin, 'POST', `/api/assignments/${id}/accept`, member.headers));
    retry = accepted === null || accepted.status === 503 ? id : null;
    if (retry !== null) await delay(20);
    if (accepted?.status !== 200) continue;
    acknowledged.accepts.push({ id, userId: member.id });
    const token = randomBytes(6).toString('hex');
    const draft = `Draft ${token}: the bookshop opens at nine, and the owner knows every regular by name.`;
    const saved = await call('draft', () =>
      json(origin, 'PUT', `/api/assignments/${id}/draft`, member.headers, { content: draft }),
    );
    if (saved?.status === 200) acknowledged.drafts.set(id, token);
    const version = `Version ${token}: the bookshop opens at nine; its owner recommends a novel of the sea.`;
    const handed = await call('submit', () =>
      json(origin, 'POST', `/api/assignments/${id}/submit`, member.headers, { content: version }),
    );
    if (handed?.status === 200) acknowledged.submissions.set(id, token);
  }
}
let nextAssignment = 0;

async function readWork(origin, member) {
  while (running) {
    await call('read', () => json(origin, 'GET', '/api/assignments', member.headers));
    await call('read', () => json(origin, 'GET', '/api/blog/posts?limit=6', {}));
  }
}

/** A visitor's registration as the page makes it: payment set-up, the sandbox's card, then the account. */
async function registerWork(origin) {
  for (let n = 0; running; n++) {
    const browser = new Browser(origin);
    if ((await call('read', () => browser.send('GET', '/api/health')))?.status !== 200) continue;
    const stamp = `${Date.now().toString(36)}${n}`;
    const who = { email: `drill.${stamp}@example.com`, firstName: 'Ines', lastName: 'Marlow' };
    const setup = await call('register', () =>
      browser.send('POST', '/api/create-subscription-payment-intent', {
        tier: 'writer',
        customerInfo: { ...who, name: `${who.firstName} ${who.lastName}` },
      }),
    );
    if (setup?.status !== 200) continue;
    const confirmed = await call('register', () =>
      browser.send('POST', '/api/billing/sandbox/confirm', {
        clientSecret: setup.body.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      }),
    );
    if (confirmed?.status !== 200) continue;
    const account = await call('register', () =>
      browser.send('POST', '/api/create-account', {
        ...who,
        username: `drill_${stamp}`.slice(0, 30),
        password: 'harbour-lights-2026',
        address: '3 Quay Street, Galway',
        phone: '',
        preferredGenres: 'Travel, essays',
        experience: 'Eight years of regional features',
        tier: 'writer',
        stripeCustomerId: setup.body.customerId,
        stripeSubscriptionId: setup.body.subscriptionId,
      }),
    );
    if (account && account.status < 300) acknowledged.registrations.push(who.email);
  }
}

/** Every write answered 2xx that the database does not hold. */
async function lostWrites(db) {
  const { rows: assignments } = await db.query(
    'SELECT id, assigned_user_id, draft_content, submitted_content FROM assignments WHERE id = ANY($1::int[])',
    [acknowledged.accepts.map((accept) => accept.id)],
  );
  const byId = new Map(assignments.map((row) => [row.id, row]));
  const { rows: versions } = await db.query(
    'SELECT assignment_id, content FROM assignment_submissions WHERE assignment_id = ANY($1::int[])',
    [[...acknowledged.submissions.keys()]],
  );
  const { rows: users } = await db.query(
    `SELECT u.email FROM users u JOIN billing_subscriptions s ON s.user_id = u.id WHERE u.email = ANY($1::text[])`,
    [acknowledged.registrations],
  );
  const registered = new Set(users.map((row) => row.email));
  return {
    accepts: acknowledged.accepts
      .filter(({ id, userId }) => byId.get(id)?.assigned_user_id !== userId)
      .map((a) => a.id),
    // A draft is kept until its assignment is handed in; then the version handed in is what must be there.
    drafts: [...acknowledged.drafts]
      .filter(([id, token]) => !acknowledged.submissions.has(id) && !byId.get(id)?.draft_content?.includes(token))
      .map(([id]) => id),
    submissions: [...acknowledged.submissions]
      .filter(
        ([id, token]) =>
          !byId.get(id)?.submitted_content?.includes(token) ||
          !versions.some((row) => row.assignment_id === id && row.content.includes(token)),
      )
      .map(([id]) => id),
    registrations: acknowledged.registrations.filter((email) => !registered.has(email)),
  };
}

/** Milliseconds until no message is left queued (the job queue works again), or null after `timeoutMs`. */
async function mailDrained(db, timeoutMs) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const { rows } = await db.query("SELECT count(*)::int AS queued FROM mail_message WHERE state = 'queued'");
    if (rows[0].queued === 0) return Math.round(performance.now() - started);
    await delay(250);
  }
  return null;
}

main().catch(async (error) => {
  console.error(error);
  running = false;
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  process.exit(1);
});
