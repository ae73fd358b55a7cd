#!/usr/bin/env node
// `make bench`: throughput and p99 latency of the Penwright API next to a bare node:http server (what
// Node itself allows) and a bare Express 5 app (the framework ceiling), plus the bare argon2id verify
// rate that bounds POST /api/login; and database-bound member requests next to a bare Express app that runs
// the same SQL through `pg` on the same database (raw-pg.mjs, the ceiling of such a request).
//
//   cd backend && npx tsc -p tsconfig.build.json && node bench/run.mjs
//
// Environment: BENCH_SECONDS (default 10) per row, BENCH_CONNECTIONS (default 10), BENCH_ROUNDS
// (default 1: timed rows are measured that many times and the best round is kept; a database-bound row keeps
// its median round, versus-raw-pg.mjs), BENCH_APP (another
// build's dist/src/main.js, to compare builds; default backend/dist/src/main.js), BENCH_ONLY (a regular
// expression: only the rows whose names match, e.g. BENCH_ONLY=assignments; 'tools' names the grammar and
// originality checks).
// The app runs from backend/dist with a throwaway DATA_DIR and its own embedded PostgreSQL; the
// four servers are child processes, autocannon runs here. Rows live in scenarios.mjs.
// Exit status: 1 when a server does not start (or the run breaks), 2 when a row got answers it did
// not expect (the figures of that row are then meaningless), 130 when interrupted.
import argon2 from 'argon2';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BENCH_CLAIM_LIMIT } from './accept-pool.mjs';
import { descendantsCpuSeconds, mainThreadCpuSeconds, processCpuSeconds } from './cpu-time.mjs';
import { load, summarize } from './load.mjs';
import { DATABASE_ROWS, SCENARIOS } from './scenarios.mjs';
import { seedSignInPool } from './sign-in-pool.mjs';
import { healthUnderNestedJson } from './under-attack.mjs';
import { measureVersusRawPg } from './versus-raw-pg.mjs';

/**
 * @typedef {object} Scenario
 * @property {string} name
 * @property {string} method
 * @property {string} path
 * @property {'anonymous' | 'member'} [as]
 * @property {Record<string, string>} [headers]
 * @property {object | string | ((ctx: { demoEmail: string, demoPassword: string }) => object | string)} [body]
 * @property {number[]} [expect]
 * @property {number} [amount]
 * @property {boolean} [signInPool]
 * @property {'argon2'} [ceiling]
 * @property {number} [target]
 * @property {string} [group]
 */

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const BACKEND_DIR = resolve(BENCH_DIR, '..');
const DEFAULT_MAIN_JS = join(BACKEND_DIR, 'dist/src/main.js');
// BENCH_APP: another build's dist/src/main.js, to compare two builds of the app on one machine.
const MAIN_JS = resolve(process.env.BENCH_APP?.trim() || DEFAULT_MAIN_JS);
const APP_SRC = dirname(MAIN_JS);
const RESULTS_FILE = join(BENCH_DIR, 'results/latest.json');
const require = createRequire(import.meta.url);

const SECONDS = positiveInt('BENCH_SECONDS', 10);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 10);
const ROUNDS = positiveInt('BENCH_ROUNDS', 1);
// BENCH_ONLY: a regular expression; only the rows whose names match run (the two bare baselines always do).
const ONLY = process.env.BENCH_ONLY?.trim() ? new RegExp(process.env.BENCH_ONLY.trim()) : null;
const selected = (row) => !ONLY || ONLY.test(row.name);
const UNDER_ATTACK = 'GET /api/health under a stream of nested-JSON bodies';
const WARMUP_SECONDS = 2;
const ARGON2_SECONDS = 3;
const ARGON2_CONCURRENCY = 4; // argon2 runs on the libuv pool: 4 threads by default
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;
const DEMO_EMAIL = 'demo@penwright.local';
const DEMO_PASSWORD = 'bench-demo-writer-2026';
// The second demo member: approved, subscribed, with paid work and payouts (the earnings row reads hers).
const APPROVED_EMAIL = 'approved@penwright.local';
const APPROVED_PASSWORD = 'bench-approved-writer-2026';
/** The sign-ins the harness makes itself: the two demo members. */
const HARNESS_SIGN_INS = 2;
const SESSION_IDLE_MINUTES = 120;
// The embedded PostgreSQL's role (platform/database/embedded-database.ts) and the app's database name.
const embeddedDatabaseUrl = (port) => `postgresql://penwright:penwright-local@127.0.0.1:${port}/penwright`;
// Ports another helper's end-to-end server may hold at any moment (backend/package.json serve:e2e).
const RESERVED_PORTS = new Set([3100, 54331]);
const SQL_TRACE = join(BENCH_DIR, 'sql-trace.cjs');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

class StartError extends Error {}

/** Every child process started here (each leads its own process group), and the run's scratch folder. */
const children = new Set();
let stopping = null;
let workDir = null;
let loadAtStart = 0;

async function main() {
  validateScenarios(SCENARIOS);
  const { ARGON2_OPTIONS, LOGIN_LIMITS } = loadAppConstants();
  checkLoginBudget(SCENARIOS, LOGIN_LIMITS);

  loadAtStart = os.loadavg()[0];
  if (loadAtStart > 0.5) {
    console.warn(
      `Warning: load average ${loadAtStart.toFixed(2)} before the run; other work on this machine skews the figures.`,
    );
  }
  workDir = mkdtempSync(join(os.tmpdir(), 'penwright-bench-'));
  chmodSync(workDir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach the folder
  const [appPort, pgPort, httpPort, expressPort, rawPort] = await freePorts(5);
  const base = (port) => `http://127.0.0.1:${port}`;
  const env = appEnv(workDir, appPort, pgPort);
  let report;
  let shutdown;
  let db;

  try {
    const bareHttp = startChild(
      'bare node:http',
      [join(BENCH_DIR, 'bare-http.mjs')],
      { PORT: String(httpPort) },
      workDir,
    );
    const bareExpress = startChild(
      'bare Express',
      [join(BENCH_DIR, 'bare-express.mjs')],
      { PORT: String(expressPort) },
      workDir,
    );
    const appTrace = join(workDir, 'app-sql.json');
    const app = startChild(
      'Penwright app',
      ['--require', SQL_TRACE, MAIN_JS, 'migrate', 'seed', 'serve'],
      { ...env, BENCH_SQL_TRACE: appTrace },
      workDir,
    );
    console.log(`Starting the servers (app on ${appPort}, embedded PostgreSQL on ${pgPort}) ...`);
    await Promise.all([
      waitUntilReady(bareHttp, `${base(httpPort)}/`),
      waitUntilReady(bareExpress, `${base(expressPort)}/`),
      waitUntilReady(app, `${base(appPort)}/api/health/ready`),
    ]);
    // The raw server reads the database the app has just migrated and seeded.
    const rawTrace = join(workDir, 'raw-sql.json');
    const rawPg = startChild(
      'raw pg server',
      ['--require', SQL_TRACE, join(BENCH_DIR, 'raw-pg.mjs')],
      {
        PORT: String(rawPort),
        DATABASE_URL: embeddedDatabaseUrl(pgPort),
        SESSION_SECRET: env.SESSION_SECRET,
        SESSION_ABSOLUTE_HOURS: env.SESSION_ABSOLUTE_HOURS,
        ASSIGNMENT_CLAIM_LIMIT: env.ASSIGNMENT_CLAIM_LIMIT,
        BENCH_SQL_TRACE: rawTrace,
      },
      workDir,
    );
    await waitUntilReady(rawPg, `${base(rawPort)}/`);
    db = new pg.Client({ connectionString: embeddedDatabaseUrl(pgPort) });
    await db.connect();
    const signInPool = SCENARIOS.some((s) => s.signInPool && selected(s))
      ? await seedSignInPool(db, ARGON2_OPTIONS)
      : null;

    const session = await signIn(base(appPort), DEMO_EMAIL, DEMO_PASSWORD);
    // A build from before the approved demo member (BENCH_APP) still runs every row that does not need her.
    const approvedSession = await signIn(base(appPort), APPROVED_EMAIL, APPROVED_PASSWORD).catch((error) => {
      console.warn(`Warning: ${error.message}; the rows that read her account are not measured.`);
      return null;
    });
    const rounds = ROUNDS > 1 ? `, best of ${ROUNDS} rounds` : '';
    console.log(
      `Ready. ${CONNECTIONS} connections, ${SECONDS} s per row after a ${WARMUP_SECONDS} s warm-up${rounds}.\n`,
    );

    const rows = [];
    rows.push(
      await measure({ name: 'bare node:http GET /', method: 'GET', path: '/', group: 'baseline' }, base(httpPort), {}),
    );
    rows.push(
      await measure(
        { name: 'bare Express 5 GET /', method: 'GET', path: '/', group: 'baseline' },
        base(expressPort),
        {},
      ),
    );
    for (const scenario of SCENARIOS.filter(selected)) {
      rows.push(
        await measure(scenario, base(appPort), requestOptions(scenario, session), { signInPool, ARGON2_OPTIONS, app }),
      );
    }
    const versusRawPg = await measureVersusRawPg({
      rows: DATABASE_ROWS.filter(selected),
      app: { origin: base(appPort), handle: app, traceFile: appTrace },
      raw: { origin: base(rawPort), handle: rawPg, traceFile: rawTrace },
      sessions: { member: memberCookie(session), approved: approvedSession && memberCookie(approvedSession) },
      db,
      settings: {
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        rounds: ROUNDS,
        connections: CONNECTIONS,
        secret: env.SESSION_SECRET,
        idleMinutes: SESSION_IDLE_MINUTES,
      },
    });
    let underAttack = null;
    if (selected({ name: UNDER_ATTACK })) {
      process.stdout.write(`${UNDER_ATTACK} ... `);
      underAttack = await healthUnderNestedJson(base(appPort), session, SECONDS);
      console.log(
        `p97.5 ${underAttack.healthLatencyMs.p97_5} ms over ${underAttack.healthRequests} probes; attackers got ` +
          `${JSON.stringify(underAttack.attackStatuses)}${underAttack.ok ? '' : '  (TARGET MISSED)'}`,
      );
    }
    process.stdout.write('argon2id verify, in-process ... ');
    let argon = await argon2VerifyRate(ARGON2_OPTIONS);
    for (let round = 1; round < ROUNDS; round++) {
      const next = await argon2VerifyRate(ARGON2_OPTIONS);
      if (next.verifiesPerSecond > argon.verifiesPerSecond) argon = next;
    }
    console.log('done\n');

    const [httpRow, expressRow] = rows;
    for (const row of rows) {
      row.vsBareHttp = row.requestsPerSecond / httpRow.requestsPerSecond;
      row.vsBareExpress = row.requestsPerSecond / expressRow.requestsPerSecond;
      // A timed row has its own, measured round by round (measure); a bounded row's is set against this one.
      if (row.ceiling === 'argon2') row.vsArgon2Verify ??= row.requestsPerSecond / argon.verifiesPerSecond;
      if (row.vsArgon2Verify !== undefined && row.target !== undefined) row.met = row.vsArgon2Verify >= row.target;
    }
    printTable(rows, argon);
    printVersusRawPg(versusRawPg.rows);
    report = { meta: meta(env), argon2: argon, rows, versusRawPg, underAttack };
  } finally {
    await db?.end().catch(() => undefined);
    shutdown = await stopAll();
    removeWorkDir();
  }

  // A server that did not exit cleanly on SIGTERM is a finding, not a benchmark failure.
  report.shutdown = shutdown;
  for (const child of shutdown.filter((entry) => !entry.clean)) {
    console.warn(`\nWarning: ${child.label} did not stop cleanly on SIGTERM (${child.exit}):\n${child.log}`);
  }
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResults written to ${RESULTS_FILE}`);

  // Issue 16's rows (docs/performance.md): the grammar and originality checks, on an app of their own started
  // once the servers above have stopped, so neither measurement loads the other. BENCH_ONLY names them 'tools'.
  const toolsExit = await runOwnBench('tools', 'tools-checks.mjs');
  if (toolsExit !== 0) {
    console.error(`\nThe grammar and originality checks' bench failed (exit ${toolsExit})`);
    process.exitCode = 2;
  }
  // Issue 25's mail rows (docs/performance.md): 10,000 messages drained beside signed-in reads, and the rendering
  // time, on an app of its own once the others have stopped. BENCH_ONLY names them 'mail'.
  const mailExit = await runOwnBench('mail', 'mail-drain.mjs');
  if (mailExit !== 0) {
    console.error(`\nThe mail bench failed (exit ${mailExit})`);
    process.exitCode = mailExit === 2 ? 2 : 1;
  }

  // Issue 29's rows (docs/performance.md, "Memory"): the app's memory idle, after light traffic and under load, and
  // the grammar pool's first check after idle, on an app of its own once the others have stopped. BENCH_ONLY names
  // them 'memory'.
  const memoryExit = await runOwnBench('memory', 'memory.mjs');
  if (memoryExit !== 0) {
    console.error(`\nThe memory bench ${memoryExit === 3 ? 'missed a target' : 'failed'} (exit ${memoryExit})`);
    process.exitCode = memoryExit === 2 ? 2 : 1;
  }

  // Issue 30's rows (docs/scaling.md): the mixed traffic against one instance and against three behind nginx, on a
  // cluster of its own once the others have stopped. BENCH_ONLY names them 'cluster'.
  const clusterExit = await runOwnBench('cluster', 'cluster.mjs');
  if (clusterExit !== 0) {
    console.error(`\nThe cluster bench failed (exit ${clusterExit})`);
    process.exitCode = clusterExit === 2 ? 2 : 1;
  }

  const failed = [...report.rows, ...report.versusRawPg.rows, report.underAttack ?? { ok: true }].filter(
    (row) => !row.ok,
  );
  if (failed.length) {
    console.error(`\n${failed.length} row(s) got unexpected answers: ${failed.map((row) => row.name).join(', ')}`);
    process.exitCode = 2;
  }
}

/**
 * One of the benches that start an app of their own, run once the servers above have stopped (BENCH_ONLY names it):
 * its exit status, 0 when it is not selected.
 */
async function runOwnBench(name, file) {
  if (ONLY && !ONLY.test(name)) return 0;
  const [exit] = await once(spawn(process.execPath, [join(BENCH_DIR, file)], { stdio: 'inherit' }), 'exit');
  return exit;
}

// ---------------------------------------------------------------------------------------------
// Scenarios

function validateScenarios(scenarios) {
  const names = new Set(['bare node:http GET /', 'bare Express 5 GET /']);
  for (const s of scenarios) {
    const where = `bench/scenarios.mjs row ${JSON.stringify(s.name)}`;
    if (!s.name || !s.method || !s.path?.startsWith('/'))
      throw new Error(`${where}: name, method and a path starting with / are required`);
    if (names.has(s.name)) throw new Error(`${where}: duplicate name`);
    names.add(s.name);
    if (s.as && !['anonymous', 'member'].includes(s.as))
      throw new Error(`${where}: as must be 'anonymous' or 'member'`);
    if (s.amount !== undefined && !(Number.isInteger(s.amount) && s.amount > 0))
      throw new Error(`${where}: amount must be a positive integer`);
    if (s.signInPool && !(isLogin(s) && s.amount === undefined && s.body === undefined && !s.as))
      throw new Error(`${where}: signInPool is for a POST /api/login row without amount, body or as`);
    if (s.ceiling && s.ceiling !== 'argon2') throw new Error(`${where}: the only ceiling is 'argon2'`);
    if (s.target !== undefined && !(s.ceiling && s.target > 0 && s.target <= 1))
      throw new Error(`${where}: a target is a share (0 to 1] of the row's ceiling`);
  }
}

const isLogin = (s) => s.method.toUpperCase() === 'POST' && s.path.split('?')[0] === '/api/login';

/**
 * Sign-in attempts are limited per client address, and every request here comes from 127.0.0.1 except a sign-in
 * pool row's (each from an address of its own, sign-in-pool.mjs): the other rows' attempts must fit the limit.
 */
function checkLoginBudget(scenarios, limits) {
  const logins = scenarios.filter((s) => isLogin(s) && !s.signInPool);
  const unbounded = logins.filter((s) => s.amount === undefined);
  if (unbounded.length) {
    throw new Error(
      `POST /api/login rows need an amount or signInPool (limit: ${limits.attemptsPerAddress} attempts per address): ${unbounded.map((s) => s.name).join(', ')}`,
    );
  }
  const attempts = HARNESS_SIGN_INS + logins.reduce((sum, s) => sum + s.amount, 0);
  if (attempts > limits.attemptsPerAddress) {
    throw new Error(
      `The rows make ${attempts} sign-in attempts; the limiter allows ${limits.attemptsPerAddress} per address per ${limits.windowSeconds / 60} min`,
    );
  }
}

function requestOptions(scenario, session) {
  const method = scenario.method.toUpperCase();
  const cookies = [`XSRF-TOKEN=${session.xsrfCookie}`];
  if (scenario.as === 'member') cookies.push(`penwright.sid=${session.sidCookie}`);
  const headers = { cookie: cookies.join('; ') };
  if (!SAFE_METHODS.has(method)) headers['x-xsrf-token'] = session.xsrfToken;
  let body =
    typeof scenario.body === 'function'
      ? scenario.body({ demoEmail: DEMO_EMAIL, demoPassword: DEMO_PASSWORD })
      : scenario.body;
  if (body !== undefined && typeof body !== 'string') {
    body = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  return { method, headers: { ...headers, ...scenario.headers }, body };
}

// ---------------------------------------------------------------------------------------------
// Load

/**
 * A timed row next to the argon2 ceiling measures the ceiling right after each of its rounds: the round's share
 * of it, and the row's the median of those, so a machine that slows down for a while slows both sides.
 */
async function measure(scenario, origin, request, { signInPool, ARGON2_OPTIONS, app } = {}) {
  const url = origin + scenario.path;
  const connections = scenario.amount ? Math.min(CONNECTIONS, scenario.amount) : CONNECTIONS;
  const common = { url, connections, method: request.method ?? 'GET', headers: request.headers, body: request.body };
  if (scenario.signInPool) {
    // Each request: the next member of the pool, from the next address (warm-up and rounds never reuse one).
    const take = (req) => {
      const { body, headers } = signInPool.next();
      return { ...req, body, headers: { ...req.headers, 'content-type': 'application/json', ...headers } };
    };
    common.requests = [{ setupRequest: take }];
  }
  process.stdout.write(`${scenario.name} ... `);
  let row;
  if (scenario.amount) {
    const { result, seconds } = await load({ ...common, amount: scenario.amount });
    row = summarize(scenario, result, seconds, connections);
  } else {
    await load({ ...common, duration: WARMUP_SECONDS });
    // With BENCH_ROUNDS > 1 the best round counts: on a shared machine it is the least disturbed one.
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const cpuBefore = scenario.ceiling === 'argon2' && appCpuSeconds(app);
      const { result, seconds } = await load({ ...common, duration: SECONDS });
      const summary = summarize(scenario, result, seconds, connections);
      if (scenario.ceiling === 'argon2') {
        summary.cpuMsPerRequest = cpuMsPerRequest(cpuBefore, appCpuSeconds(app), result.requests.total);
        const argon = await argon2VerifyRate(ARGON2_OPTIONS);
        summary.cpuMsPerRequest.argon2Verify = argon.cpuMsPerVerify;
        summary.argon2VerifiesPerSecond = argon.verifiesPerSecond;
        summary.vsArgon2Verify = summary.requestsPerSecond / argon.verifiesPerSecond;
      }
      rounds.push(summary);
    }
    row = rounds.reduce((best, next) => (next.requestsPerSecond > best.requestsPerSecond ? next : best));
    row.ok = rounds.every((round) => round.ok);
    if (ROUNDS > 1) row.rounds = rounds.map((round) => Math.round(round.requestsPerSecond));
    if (scenario.ceiling === 'argon2') {
      row.roundsVsArgon2Verify = rounds.map((round) => round.vsArgon2Verify);
      row.roundsArgon2VerifiesPerSecond = rounds.map((round) => round.argon2VerifiesPerSecond);
      row.vsArgon2Verify = median(row.roundsVsArgon2Verify);
      row.roundsCpuMsPerRequest = rounds.map((round) => round.cpuMsPerRequest);
    }
  }
  if (scenario.signInPool)
    Object.assign(row, { signInPool: true, signIns: signInPool.issued(), members: signInPool.members });
  const shares = row.roundsVsArgon2Verify
    ? `; argon2 verifies/s after each: ${row.roundsArgon2VerifiesPerSecond.map((v) => v.toFixed(1)).join(', ')}; ` +
      `${row.roundsVsArgon2Verify.map((r) => `${Math.round(r * 100)}%`).join(', ')}, the median counts`
    : '';
  const spread = row.rounds ? `  (rounds: ${row.rounds.join(', ')}${shares})` : '';
  const ms = (value) => (value === null ? '?' : value.toFixed(1));
  const cpu = (row.roundsCpuMsPerRequest ?? [])
    .map(
      (c) =>
        `\n    CPU ms per request: app ${ms(c.server)} (main thread ${ms(c.mainThread)}), its PostgreSQL ${ms(c.database)}; argon2 verify ${ms(c.argon2Verify)}`,
    )
    .join('');
  console.log(`${Math.round(row.requestsPerSecond)} req/s${spread}${row.ok ? '' : '  (UNEXPECTED ANSWERS)'}${cpu}`);
  return row;
}

/**
 * CPU seconds of the app's process (every thread: argon2 runs on the libuv pool), of its main thread alone and of
 * its PostgreSQL. Read right after a round, so the requests autocannon left in flight at its deadline add a little.
 */
function appCpuSeconds(app) {
  const { pid } = app.child;
  return {
    server: processCpuSeconds(pid),
    mainThread: mainThreadCpuSeconds(pid),
    database: descendantsCpuSeconds(pid),
  };
}

function cpuMsPerRequest(before, after, requests) {
  const per = (key) =>
    before[key] === null || after[key] === null ? null : ((after[key] - before[key]) * 1000) / requests;
  return { server: per('server'), mainThread: per('mainThread'), database: per('database') };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Hash once, then verify for a few seconds with the same options as the app, as many at a time as the libuv pool runs. */
async function argon2VerifyRate(options) {
  const hash = await argon2.hash(DEMO_PASSWORD, options);
  await argon2.verify(hash, DEMO_PASSWORD); // warm-up
  const latencies = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + ARGON2_SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      if (!(await argon2.verify(hash, DEMO_PASSWORD))) throw new Error('argon2 verify rejected the right password');
      latencies.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: ARGON2_CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
  return {
    options: {
      type: 'argon2id',
      memoryCost: options.memoryCost,
      timeCost: options.timeCost,
      parallelism: options.parallelism,
    },
    concurrency: ARGON2_CONCURRENCY,
    threadpoolSize: Number(process.env.UV_THREADPOOL_SIZE ?? 4),
    verifies: latencies.length,
    seconds,
    verifiesPerSecond: latencies.length / seconds,
    // The harness's process does nothing else meanwhile: this is what one verify costs the CPUs.
    cpuMsPerVerify: (cpu.user + cpu.system) / 1000 / latencies.length,
    latencyMs: { p50: percentile(50), p99: percentile(99) },
  };
}

// ---------------------------------------------------------------------------------------------
// Output

function printTable(rows, argon) {
  const pct = (ratio) => (ratio === undefined ? '' : `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)}%`);
  const lines = rows.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(0),
    row.latencyMs.p99 < 1 ? '<1' : row.latencyMs.p99.toFixed(0),
    pct(row.vsBareHttp),
    pct(row.vsBareExpress),
    notes(row, pct),
  ]);
  lines.push([
    `argon2id verify (in-process, ${argon.concurrency} at a time)`,
    argon.verifiesPerSecond.toFixed(1),
    argon.latencyMs.p99.toFixed(0),
    '',
    '',
    `verifies/s; m=${argon.options.memoryCost} KiB, t=${argon.options.timeCost}, p=${argon.options.parallelism}`,
  ]);
  printColumns(['Endpoint', 'req/s', 'p99 ms', 'vs node:http', 'vs Express', 'Notes'], lines);
  if (rows.some((row) => row.bounded)) {
    console.log(
      '\nBounded rows run a fixed number of requests without warm-up: POST /api/login is limited to 50 attempts per\n' +
        'client address per 15 minutes (successes count too) and every request here comes from 127.0.0.1.',
    );
  }
}

/** The database-bound rows: the app's share of the raw pg server running the same SQL on the same database. */
function printVersusRawPg(results) {
  const p99 = (row) => (row.latencyMs.p99 < 1 ? '<1' : row.latencyMs.p99.toFixed(0));
  const lines = results.map((result) =>
    result.app
      ? [
          result.name,
          result.app.requestsPerSecond.toFixed(0),
          p99(result.app),
          result.raw.requestsPerSecond.toFixed(0),
          p99(result.raw),
          `${(result.ratio * 100).toFixed(0)}%`,
          cpu(result.app.cpuMsPerRequest.server, result.raw.cpuMsPerRequest.server),
          cpu(result.app.cpuMsPerRequest.database, result.raw.cpuMsPerRequest.database),
          `>= ${result.target * 100}%: ${result.met ? 'met' : 'MISSED'}${result.ok ? '' : '; UNEXPECTED ANSWERS'}`,
        ]
      : [
          result.name,
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          'not measured: the servers ran different SQL or answered differently',
        ],
  );
  console.log('\nDatabase-bound requests, app and raw pg server (same SQL, same database, signed in):\n');
  printColumns(
    ['Endpoint', 'app req/s', 'p99 ms', 'raw pg req/s', 'p99 ms', 'app/raw', 'server CPU', 'database CPU', 'Target'],
    lines,
  );
  console.log('\nCPU: milliseconds per request, app / raw pg, in the server process and in PostgreSQL.');
}

const cpu = (app, raw) => (app === null || raw === null ? '' : `${app.toFixed(2)} / ${raw.toFixed(2)}`);

/** A text table: the first and the last column left-aligned, the figures between right-aligned. */
function printColumns(header, lines) {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const last = header.length - 1;
  const format = (cells) =>
    cells
      .map((cell, i) => (i === 0 || i === last ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

function notes(row, pct) {
  const parts = [];
  const statuses = Object.entries(row.statuses)
    .map(([code, count]) => `${code} x${count}`)
    .join(', ');
  if (!row.ok)
    parts.push(
      `UNEXPECTED: ${statuses || 'no answers'}${row.errors ? `, ${row.errors} errors` : ''}${row.timeouts ? `, ${row.timeouts} timeouts` : ''}`,
    );
  else if (row.non2xx) parts.push(`${statuses} (expected)`);
  if (row.as === 'member') parts.push('signed in');
  if (row.bounded) parts.push(`${row.bounded} requests`);
  if (row.signInPool) parts.push('each a member of the pool from an address of their own');
  if (row.vsArgon2Verify !== undefined) {
    const target = row.target === undefined ? '' : ` (>= ${pct(row.target)}: ${row.met ? 'met' : 'MISSED'})`;
    const paired = row.roundsVsArgon2Verify ? ' measured after each round' : '';
    const median = row.roundsVsArgon2Verify?.length > 1 ? ' (median round)' : '';
    parts.push(`${pct(row.vsArgon2Verify)}${median} of argon2 verify rate${paired}${target}`);
  }
  return parts.join('; ');
}

function meta(env) {
  const cpus = os.cpus();
  const frontendDir = resolve(BACKEND_DIR, '..', process.env.FRONTEND_DIR ?? 'frontend/dist');
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    connections: CONNECTIONS,
    secondsPerRow: SECONDS,
    roundsPerRow: ROUNDS,
    warmupSeconds: WARMUP_SECONDS,
    app: MAIN_JS,
    // One-minute load averages: a busy machine (tests running beside the bench) lowers every figure.
    loadAverage: { atStart: loadAtStart, atEnd: os.loadavg()[0] },
    autocannon: packageVersion('autocannon'),
    express: packageVersion('express'),
    appEnv: { NODE_ENV: env.NODE_ENV, LOG_LEVEL: env.LOG_LEVEL, COOKIE_SECURE: env.COOKIE_SECURE },
    // When the frontend is built, its static handler runs in front of every API route too.
    frontendServed: existsSync(join(frontendDir, 'index.html')),
  };
}

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

// ---------------------------------------------------------------------------------------------
// The app build and its constants

function loadAppConstants() {
  if (!existsSync(MAIN_JS)) {
    throw new StartError(
      `${MAIN_JS} is missing: build the backend first (cd backend && npx tsc -p tsconfig.build.json)`,
    );
  }
  const newestSource = newestMtime(join(BACKEND_DIR, 'src'));
  if (MAIN_JS === DEFAULT_MAIN_JS && newestSource > statSync(MAIN_JS).mtimeMs) {
    console.warn('Warning: backend/src has changes newer than backend/dist/src/main.js; rebuild to measure them.');
  }
  const { ARGON2_OPTIONS } = require(join(APP_SRC, 'modules/identity/infrastructure/argon2-password-hasher.js'));
  const { LOGIN_LIMITS } = require(join(APP_SRC, 'modules/identity/application/authenticate-user.js'));
  if (!ARGON2_OPTIONS || !LOGIN_LIMITS)
    throw new StartError('The build does not export ARGON2_OPTIONS and LOGIN_LIMITS');
  return { ARGON2_OPTIONS, LOGIN_LIMITS };
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

// ---------------------------------------------------------------------------------------------
// Child processes

function appEnv(workDir, port, pgPort) {
  return {
    // Set explicitly so that a developer's .env (read by the app, never overriding the environment)
    // cannot point the run at a real database or switch on production settings.
    NODE_ENV: 'development',
    DATABASE_URL: '',
    DATA_DIR: join(workDir, 'data'),
    EMBEDDED_PG_PORT: String(pgPort),
    PORT: String(port),
    COOKIE_SECURE: 'false',
    // One proxy hop trusted, as behind the production proxy: a sign-in pool row's requests each name their client
    // in X-Forwarded-For (sign-in-pool.mjs); every other request carries none, so its address stays 127.0.0.1.
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'bench-admin-password-2026',
    DEMO_EMAIL,
    DEMO_PASSWORD,
    DEMO_APPROVED_EMAIL: APPROVED_EMAIL,
    DEMO_APPROVED_PASSWORD: APPROVED_PASSWORD,
    // Known to the harness, which writes the accept row's sessions and signs their cookies (accept-pool.mjs).
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    SESSION_IDLE_MINUTES: String(SESSION_IDLE_MINUTES),
    SESSION_ABSOLUTE_HOURS: '24',
    // Each bench member accepts up to this many of the accept row's assignments in one run.
    ASSIGNMENT_CLAIM_LIMIT: String(BENCH_CLAIM_LIMIT),
  };
}

/**
 * Output goes to a file rather than a pipe so that a child never dies of EPIPE while it shuts down
 * (the app must live long enough to stop its PostgreSQL). Each child leads its own process group, so
 * a last-resort kill also reaches the PostgreSQL server the app started.
 */
function startChild(label, args, env, workDir) {
  const logFile = join(workDir, `${label.replace(/[^\w]+/g, '-')}.log`);
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd: BACKEND_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  closeSync(fd);
  const handle = { label, child, logFile, exited: once(child, 'exit').catch(() => undefined) };
  children.add(handle);
  return handle;
}

const isRunning = (handle) => handle.child.exitCode === null && handle.child.signalCode === null;

function tail(handle, lines = 40) {
  try {
    const text = readFileSync(handle.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    return text.length > 4000 ? `...${text.slice(-4000)}` : text;
  } catch {
    return '';
  }
}

/** What the child wrote once told to stop (the head of a crash, not the dump of its objects). */
function shutdownLog(handle, lines = 12) {
  let all;
  try {
    all = readFileSync(handle.logFile, 'utf8').trimEnd().split('\n');
  } catch {
    return '';
  }
  const from = all.findLastIndex((line) => /received/i.test(line));
  return (from >= 0 ? all.slice(from, from + lines) : all.slice(-lines)).join('\n');
}

async function waitUntilReady(handle, url) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isRunning(handle)) {
      const { exitCode, signalCode } = handle.child;
      throw new StartError(
        `${handle.label} exited (${signalCode ?? `code ${exitCode}`}) before it was ready:\n${tail(handle)}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  throw new StartError(`${handle.label} was not ready at ${url} within ${START_TIMEOUT_MS / 1000} s:\n${tail(handle)}`);
}

/** SIGTERM, wait, then clean up the process group; tells whether the child exited cleanly. */
async function stopChild(handle) {
  const { child } = handle;
  let forced = false;
  if (isRunning(handle)) {
    child.kill('SIGTERM'); // the app drains its requests, closes its pools and stops PostgreSQL
    const outcome = await Promise.race([
      handle.exited.then(() => 'exited'),
      delay(STOP_TIMEOUT_MS).then(() => 'timeout'),
    ]);
    if (outcome === 'timeout') {
      console.error(`${handle.label} did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing its process group`);
      signalGroup(child.pid, 'SIGKILL');
      forced = true;
      await handle.exited;
    }
  }
  // Whatever the child left in its group (a PostgreSQL server after a crash): fast shutdown, then kill.
  let leftovers = false;
  if (signalGroup(child.pid, 0)) {
    leftovers = true;
    signalGroup(child.pid, 'SIGINT');
    for (let i = 0; i < 40 && signalGroup(child.pid, 0); i++) await delay(250);
    signalGroup(child.pid, 'SIGKILL');
  }
  const { exitCode, signalCode } = child;
  const clean = !forced && !leftovers && exitCode === 0;
  return {
    label: handle.label,
    exit: signalCode ? `signal ${signalCode}` : `code ${exitCode}`,
    clean,
    leftoverProcesses: leftovers,
    ...(clean ? {} : { log: shutdownLog(handle) }),
  };
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

function stopAll() {
  stopping ??= Promise.all(
    [...children].map((handle) =>
      stopChild(handle).catch((error) => ({
        label: handle.label,
        exit: 'unknown',
        clean: false,
        log: String(error),
      })),
    ),
  );
  return stopping;
}

// Last resort when this process ends without reaching the finally block: ask the app to stop itself.
process.on('exit', () => {
  for (const handle of children) {
    if (isRunning(handle)) handle.child.kill('SIGTERM');
    else signalGroup(handle.child.pid, 'SIGINT'); // a PostgreSQL server left behind by a crashed app
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal} received: stopping the servers`);
    void stopAll()
      .then(removeWorkDir)
      .finally(() => process.exit(130));
  });
}

function removeWorkDir() {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Helpers

async function signIn(origin, email, password) {
  const first = await fetch(`${origin}/api/health`);
  await first.arrayBuffer();
  const xsrfCookie = cookieFrom(first, 'XSRF-TOKEN');
  if (!xsrfCookie) throw new StartError('GET /api/health set no XSRF-TOKEN cookie');
  const xsrfToken = decodeURIComponent(xsrfCookie);
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrfCookie}`, 'x-xsrf-token': xsrfToken },
    body: JSON.stringify({ email, password }),
  });
  const loginBody = await login.text();
  if (login.status !== 200) throw new StartError(`Signing in as ${email} failed: ${login.status} ${loginBody}`);
  const sidCookie = cookieFrom(login, 'penwright.sid');
  if (!sidCookie) throw new StartError('POST /api/login set no penwright.sid cookie');
  const check = await fetch(`${origin}/api/user`, {
    headers: { cookie: `XSRF-TOKEN=${xsrfCookie}; penwright.sid=${sidCookie}` },
  });
  const checkBody = await check.text();
  if (check.status !== 200)
    throw new StartError(`GET /api/user with the session cookie answered ${check.status} ${checkBody}`);
  return { xsrfCookie, xsrfToken, sidCookie };
}

/** The cookies a signed-in browser sends with a read. */
function memberCookie(session) {
  return { cookie: `XSRF-TOKEN=${session.xsrfCookie}; penwright.sid=${session.sidCookie}` };
}

function cookieFrom(response, name) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair.indexOf('=');
    if (pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}

async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address();
    if (!RESERVED_PORTS.has(port)) ports.add(port);
    server.close();
    await once(server, 'close');
  }
  return [...ports];
}

function positiveInt(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer (got "${raw}")`);
  return value;
}

main().catch(async (error) => {
  console.error(error instanceof StartError ? `\n${error.message}` : error);
  await stopAll();
  removeWorkDir();
  process.exit(1);
});
