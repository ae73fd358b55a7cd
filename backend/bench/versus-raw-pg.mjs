// `make bench`'s database-bound rows: each request is measured on the app and on the raw pg server (raw-pg.mjs),
// which runs the same statements on the same database with nothing around them; the row's figure is the app's
// share of that ceiling. Before measuring, both servers answer one request of the row while sql-trace.cjs
// records their SQL: a row whose statements differ is not measured (its ratio would compare different work).
import { isDeepStrictEqual } from 'node:util';
import { setTimeout as delay } from 'node:timers/promises';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { descendantsCpuSeconds, processCpuSeconds } from './cpu-time.mjs';
import { load, summarize } from './load.mjs';
import { BENCH_CLAIM_LIMIT, reopenAcceptPool, seedAcceptPool } from './accept-pool.mjs';

/**
 * The renewal of a session's expiry (express-session storing the session through identity's MikroOrmSessionStore.set):
 * the app's, at most once a minute per session (rolling).
 */
const SESSION_RENEWAL = /^UPDATE "session" SET sess = \?, expire = to_timestamp\(\?\) WHERE sid = \?$/;
const SETTLE_MS = 300;
const TRACE_ATTEMPTS = 3; // a scheduled job's statements may fall into a recording: then it is recorded again

/**
 * @param {object} context
 * @param {{ name: string, method: string, path?: string, as: string, accept?: boolean, target: number }[]} context.rows
 * @param {{ origin: string, handle: object, traceFile: string }} context.app
 * @param {{ origin: string, handle: object, traceFile: string }} context.raw
 * @param {Record<string, { cookie: string, xsrfToken: string }>} context.sessions signed-in sessions by `as`
 * @param {import('pg').Client} context.db
 * @param {{ seconds: number, warmupSeconds: number, rounds: number, connections: number, secret: string, idleMinutes: number }} context.settings
 */
export async function measureVersusRawPg({ rows, app, raw, sessions, db, settings }) {
  const results = [];
  const context = { app, raw, db, settings, acceptPool: null };
  for (const row of rows) {
    process.stdout.write(`${row.name}: app and raw pg ... `);
    try {
      const result = await measureRow(row, sessions, context);
      results.push(result);
      if (!result.app) {
        console.log(`NOT MEASURED: ${result.check.problem}`);
        continue;
      }
      const spread = result.app.rounds
        ? `  (rounds: app ${result.app.rounds.join(', ')}; raw ${result.raw.rounds.join(', ')}; ` +
          `${result.roundRatios.map((r) => `${Math.round(r * 100)}%`).join(', ')}, the median counts)`
        : '';
      console.log(
        `${Math.round(result.app.requestsPerSecond)} / ${Math.round(result.raw.requestsPerSecond)} req/s = ` +
          `${(result.ratio * 100).toFixed(0)}%${spread}${result.ok ? '' : '  (UNEXPECTED ANSWERS)'}`,
      );
    } catch (error) {
      // A build without the route, the demo member or a column the pool writes: the row says so, the rest runs.
      console.log(`NOT MEASURED: ${error.message}`);
      results.push({ name: row.name, target: row.target, ok: false, check: { same: false, problem: error.message } });
    }
  }
  const pool = context.acceptPool;
  return {
    rows: results,
    acceptPool: pool && { assignments: pool.size, members: pool.members, claimLimit: BENCH_CLAIM_LIMIT },
  };
}

/** The SQL check, the warm-ups, then the alternating rounds of one row. */
async function measureRow(row, sessions, context) {
  const { app, raw, db, settings } = context;
  if (row.as && !sessions[row.as]) throw new Error(`no signed-in session for '${row.as}' (see run.mjs's sign-ins)`);
  if (row.accept) {
    context.acceptPool ??= await seedAcceptPool(db, {
      ...settings,
      seconds: Math.max(settings.seconds, settings.warmupSeconds),
    });
  }
  const pool = context.acceptPool;
  const requests = row.accept ? acceptRequests(pool) : fixedRequest(row, sessions[row.as]);
  const check = await compareServers(row, requests, app, raw);
  if (!check.same) return { name: row.name, target: row.target, ok: false, check };

  const runOn = async (server, duration) => {
    await settle(db);
    if (row.accept) await reopenAcceptPool(db, pool);
    if (row.accept && server === app) await renewSessions(app.origin, pool.sessionHeaders);
    const options = requests.options(server.origin, settings.connections, duration);
    const cpuBefore = cpuNow(server, app);
    const { result, seconds } = await load(options);
    const cpuAfter = cpuNow(server, app);
    const summary = summarize(
      { ...row, path: row.path ?? '/api/assignments/{id}/accept' },
      result,
      seconds,
      options.connections,
    );
    if (row.accept && requests.issued() > pool.size) summary.ok = false; // the pool ran out: 409s
    summary.cpuMsPerRequest = cpuPerRequest(cpuBefore, cpuAfter, result.requests.total);
    return summary;
  };
  await runOn(app, settings.warmupSeconds);
  await runOn(raw, settings.warmupSeconds);
  const appRounds = [];
  const rawRounds = [];
  // Alternating rounds: a machine that slows down for a while slows both servers, not one.
  for (let round = 0; round < settings.rounds; round++) {
    appRounds.push(await runOn(app, settings.seconds));
    rawRounds.push(await runOn(raw, settings.seconds));
  }
  // Each round's two runs are next to each other in time: their ratio is the fair one, and the median of those
  // ratios is the row's (best-of-each would pair a quiet moment of one server with a busy one of the other).
  const pairs = appRounds.map((appRound, i) => ({ app: appRound, raw: rawRounds[i] }));
  pairs.sort(
    (a, b) => a.app.requestsPerSecond / a.raw.requestsPerSecond - b.app.requestsPerSecond / b.raw.requestsPerSecond,
  );
  const median = pairs[Math.floor((pairs.length - 1) / 2)];
  const appRow = { ...median.app, server: 'app' };
  const rawRow = { ...median.raw, server: 'raw pg' };
  if (settings.rounds > 1) {
    appRow.rounds = appRounds.map((r) => Math.round(r.requestsPerSecond));
    rawRow.rounds = rawRounds.map((r) => Math.round(r.requestsPerSecond));
  }
  const ratio = appRow.requestsPerSecond / rawRow.requestsPerSecond;
  return {
    name: row.name,
    target: row.target,
    ok: [...appRounds, ...rawRounds].every((r) => r.ok),
    ratio,
    roundRatios: appRounds.map((r, i) => Number((r.requestsPerSecond / rawRounds[i].requestsPerSecond).toFixed(3))),
    met: ratio >= row.target,
    app: appRow,
    raw: rawRow,
    check,
  };
}

/**
 * autocannon stops at the deadline, but the server still finishes the requests it had begun; an accept that
 * commits after the pool is reopened would make the next run's request for that assignment a 409. So each run
 * waits until the previous one's requests are done: a pause, then no statement of another backend active.
 */
async function settle(db) {
  await delay(SETTLE_MS);
  for (let i = 0; i < 100; i++) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS busy FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND state NOT IN ('idle')`,
    );
    if (rows[0].busy === 0) return;
    await delay(50);
  }
}

/**
 * The app renews a session's expiry in the store at most once a minute (a write the raw server never makes). One
 * read per pool member just before each app run makes those writes then, not during the measured requests.
 */
async function renewSessions(origin, sessionHeaders) {
  let next = 0;
  const worker = async () => {
    while (next < sessionHeaders.length) {
      const response = await fetch(`${origin}/api/user`, { headers: { cookie: sessionHeaders[next++].cookie } });
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

/** The server's CPU and the database's (the app starts the embedded PostgreSQL). */
function cpuNow(server, app) {
  return { server: processCpuSeconds(server.handle.child.pid), database: descendantsCpuSeconds(app.handle.child.pid) };
}

function cpuPerRequest(before, after, requests) {
  const perRequest = (key) =>
    before[key] === null || after[key] === null || !requests
      ? null
      : Number((((after[key] - before[key]) * 1000) / requests).toFixed(3));
  return { server: perRequest('server'), database: perRequest('database') };
}

/** One request, the same every time (a signed-in GET). */
function fixedRequest(row, session) {
  const headers = { cookie: session.cookie };
  return {
    one: () => ({ method: row.method, path: row.path, headers }),
    options: (origin, connections, duration) => ({
      url: origin + row.path,
      method: row.method,
      headers,
      connections,
      duration,
    }),
  };
}

/** Each request accepts the next assignment of the pool, as the next member. */
function acceptRequests(pool) {
  let next = 0;
  const take = () => ({ method: 'POST', ...pool.requestFor(next++) });
  return {
    one: take,
    issued: () => next,
    options: (origin, connections, duration) => {
      next = 0; // the pool was reopened before this run
      return {
        url: origin,
        connections,
        duration,
        requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, ...take() }) }],
      };
    },
  };
}

/**
 * One request of the row to each server while its SQL is recorded; the same statements (literals and
 * parameters aside) and the same answer are required. The app may renew the session's expiry on top
 * (rolling sessions, at most once a minute per session): that statement is reported, not compared.
 */
async function compareServers(row, requests, app, raw) {
  let last;
  for (let attempt = 0; attempt < TRACE_ATTEMPTS; attempt++) {
    const [appSide, rawSide] = [await traced(app, requests.one()), await traced(raw, requests.one())];
    const appOnly = appSide.statements.filter((sql) => SESSION_RENEWAL.test(sql));
    const appStatements = appSide.statements.filter((sql) => !SESSION_RENEWAL.test(sql));
    const sameSql = isDeepStrictEqual(appStatements, rawSide.statements);
    const sameAnswer = appSide.status === rawSide.status && sameBody(row, appSide.body, rawSide.body);
    last = {
      same: sameSql && sameAnswer,
      problem: !sameSql
        ? `the servers ran different SQL:\n  app: ${appStatements.join('\n       ')}\n  raw: ${rawSide.statements.join('\n       ')}`
        : !sameAnswer
          ? `different answers: app ${appSide.status}, raw ${rawSide.status}; ${difference(appSide.body, rawSide.body)}`
          : null,
      statements: rawSide.statements,
      appOnlyStatements: appOnly,
      status: appSide.status,
    };
    if (last.same) return last;
  }
  return last;
}

/** An accept's answer names a different assignment on each server, so only its shape and outcome are compared. */
function sameBody(row, a, b) {
  if (!row.accept) return isDeepStrictEqual(a, b);
  const outcome = (body) => [
    Object.keys(body ?? {})
      .sort()
      .join(),
    body?.status,
    body?.assignedUserId === null,
  ];
  return isDeepStrictEqual(outcome(a), outcome(b));
}

/** Where two answers differ, for the message: the fields of the (first) object that are not the same. */
function difference(app, raw) {
  const first = (body) => (Array.isArray(body) ? body[0] : body);
  const [a, b] = [first(app), first(raw)];
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return `app ${JSON.stringify(app)?.slice(0, 200)}`;
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => !isDeepStrictEqual(a[key], b[key]),
  );
  const lengths = Array.isArray(app) ? ` (items: app ${app.length}, raw ${raw?.length})` : '';
  return `fields ${fields.map((key) => `${key}: ${JSON.stringify(a[key])} / ${JSON.stringify(b[key])}`).join(', ')}${lengths}`;
}

async function traced(server, request) {
  await toggleTrace(server, (content) => content.recording === true);
  const response = await fetch(server.origin + request.path, {
    method: request.method,
    headers: request.headers,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  const { statements } = await toggleTrace(server, (content) => Array.isArray(content.statements));
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, statements: statements.map(normalize) };
}

async function toggleTrace(server, ready) {
  rmSync(server.traceFile, { force: true });
  server.handle.child.kill('SIGUSR2');
  for (let i = 0; i < 200; i++) {
    if (existsSync(server.traceFile)) {
      const content = JSON.parse(readFileSync(server.traceFile, 'utf8'));
      if (ready(content)) return content;
    }
    await delay(10);
  }
  throw new Error(`${server.handle.label} did not answer the SQL trace signal (is bench/sql-trace.cjs preloaded?)`);
}

/** The statement with its literals and parameters as `?` and its spacing collapsed. */
export function normalize(sql) {
  return String(sql)
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\$\d+/g, '?')
    .replace(/(?<![\w"$.])\d+(?:\.\d+)?(?![\w"])/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
}
