#!/usr/bin/env node
// Issue 30's load bench (docs/scaling.md): the mixed traffic of mixed.mjs (visitors' pages and reads, members'
// dashboards, accepts, draft saves, quiz autosaves, sign-ins) at 50 connections, against one instance and against
// three behind nginx (ops/cluster), on one embedded PostgreSQL: requests per second, p50 and p99, errors, the CPU
// each process used (from /proc), and the scaling factor from one instance to three.
//
//   make bench   (BENCH_ONLY=cluster for this bench alone)
//
// One cluster serves both phases: first its first instance is loaded directly (the other two idle), then nginx in
// front of all three. Each phase: BENCH_CLUSTER_WARMUP_S (3) of warm-up,
// then BENCH_CLUSTER_SECONDS (20) measured. The instances run with the Makefile's APP_ENV, LOG_LEVEL=silent and
// NODE_ENV=development, as `make bench`'s app. On a machine with fewer cores than instances the factor is bounded by
// the cores: the CPU columns show where the time went. An unexpected answer exits 2.
import autocannon from 'autocannon';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { BACKEND, freePort } from './bench-app.mjs';
import { descendantsCpuSeconds, processCpuSeconds } from './cpu-time.mjs';
import { mixedEnv, MIX, prepareMixed } from './mixed.mjs';

// The launcher lives in ops/cluster, outside backend/: imported by its URL, so backend's tsconfig (rootDir backend/)
// does not take it in.
const { startCluster } = await import(new URL('../../ops/cluster/cluster.mjs', import.meta.url).href);

const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_CLUSTER_WARMUP_S ?? 3);
const RESULTS_FILE = join(BACKEND, 'bench/results/cluster.json');

/** CPU seconds so far of each process that serves the traffic. */
function cpuNow(cluster) {
  const own = process.cpuUsage();
  return {
    ...Object.fromEntries(cluster.instances.map((instance) => [instance.label, processCpuSeconds(instance.child.pid)])),
    nginx: processCpuSeconds(cluster.nginx.child.pid) + descendantsCpuSeconds(cluster.nginx.child.pid),
    postgres: descendantsCpuSeconds(cluster.processes.find((handle) => handle.label === 'database').child.pid),
    'load generator': (own.user + own.system) / 1e6,
  };
}

async function phase(name, target, mixed, cluster) {
  await autocannon(mixed.options(target, CONNECTIONS, WARMUP_SECONDS));
  const before = cpuNow(cluster);
  const started = process.hrtime.bigint();
  const result = await autocannon(mixed.options(target, CONNECTIONS, SECONDS));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const after = cpuNow(cluster);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  const unexpected = Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  // Share of one core over the phase, per process.
  const cpu = Object.fromEntries(Object.keys(after).map((key) => [key, (after[key] - before[key]) / seconds]));
  return {
    name,
    requestsPerSecond: result.requests.total / seconds,
    requests: result.requests.total,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    statuses,
    errors: unexpected + result.errors + result.timeouts,
    cpuCores: cpu,
  };
}

function print(rows, factor) {
  const pct = (value) => `${Math.round(value * 100)}%`;
  console.log(
    `\nMixed traffic, ${CONNECTIONS} connections, ${SECONDS} s per phase after a ${WARMUP_SECONDS} s warm-up:`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.name}: ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.latencyMs.p50} ms, p99 ${row.latencyMs.p99} ms, ` +
        `errors ${row.errors}; CPU (share of one core): ` +
        Object.entries(row.cpuCores)
          .map(([key, value]) => `${key} ${pct(value)}`)
          .join(', '),
    );
  }
  console.log(`  scaling factor 1 -> 3 instances: ${factor.toFixed(2)} on ${os.cpus().length} cores`);
}

async function main() {
  const dir = mkdtempSync(join(os.tmpdir(), 'penwright-cluster-bench-'));
  chmodSync(dir, 0o755);
  const ports = [];
  for (let i = 0; i < 5; i++) ports.push(await freePort());
  const env = {
    ...mixedEnv(),
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'bench-admin-password-2026',
  };
  const loadAverage = { atStart: os.loadavg() };
  console.log(
    `cluster bench: load average ${loadAverage.atStart.map((n) => n.toFixed(2)).join(' ')}; starting 3 instances`,
  );
  const cluster = await startCluster({
    port: ports[0],
    appPorts: ports.slice(1, 4),
    pgPort: ports[4],
    dataDir: join(dir, 'data'),
    env,
    trustLocalForwardedFor: true,
  });
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  let mixed;
  try {
    await db.connect();
    mixed = await prepareMixed({ db, origin: cluster.origin, env, seconds: 2 * (SECONDS + WARMUP_SECONDS) });
    const one = await phase('1 instance (direct)', cluster.instances[0].origin, mixed, cluster);
    const three = await phase('3 instances behind nginx', cluster.origin, mixed, cluster);
    loadAverage.atEnd = os.loadavg();
    const factor = three.requestsPerSecond / one.requestsPerSecond;
    print([one, three], factor);
    console.log(`  load average at the end ${loadAverage.atEnd.map((n) => n.toFixed(2)).join(' ')}`);
    mkdirSync(join(BACKEND, 'bench/results'), { recursive: true });
    const report = {
      date: new Date().toISOString(),
      cores: os.cpus().length,
      loadAverage,
      mix: MIX,
      rows: [one, three],
      factor,
    };
    writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`  written to ${RESULTS_FILE}`);
    if (one.errors + three.errors > 0) {
      console.error('cluster bench: unexpected answers (see statuses in the results)');
      for (const row of [one, three]) console.error(`  ${row.name}: ${JSON.stringify(row.statuses)}`);
      console.error(`  by row: ${JSON.stringify(mixed.unexpected())}`);
      process.exitCode = 2;
    }
  } finally {
    await db.end().catch(() => undefined);
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
