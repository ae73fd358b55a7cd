#!/usr/bin/env node
// Drill: SIGTERM to one instance of the cluster under load (issue 30; docs/operations.md, "Shutdown").
// A cluster of 3 instances behind nginx (ops/cluster) on a throwaway embedded PostgreSQL; the mixed traffic of
// `make bench` (backend/bench/mixed.mjs: pages, reads, dashboards, accepts, draft saves, quiz autosaves, sign-ins)
// at 50 connections through nginx for 12 s; 4 s in, SIGTERM to the second instance. Holds when:
//   - every request the clients sent was answered, 2xx (or 3xx): no other status, no socket error, no timeout;
//   - the instance exited with status 0, within its shutdown grace.
// DRILL_SECONDS and DRILL_CONNECTIONS change the load; DRILL_CLUSTER_PORT and DRILL_PG_PORT fix the ports.
import autocannon from 'autocannon';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '../../backend/bench/bench-app.mjs';
import { mixedEnv, prepareMixed } from '../../backend/bench/mixed.mjs';
import { startCluster, stopInstance } from '../cluster/cluster.mjs';

const SECONDS = Number(process.env.DRILL_SECONDS ?? 12);
const CONNECTIONS = Number(process.env.DRILL_CONNECTIONS ?? 50);
const SIGTERM_AFTER_MS = 4_000;

const dir = mkdtempSync(join(os.tmpdir(), 'penwright-drill-sigterm-'));
chmodSync(dir, 0o755);
// DRILL_CLUSTER_PORT: nginx there, the instances on the three ports after it; DRILL_PG_PORT: PostgreSQL (default: free
// ones), so that a drill never takes a port another process was given.
const clusterPort = Number(process.env.DRILL_CLUSTER_PORT) || null;
const ports = clusterPort ? [0, 1, 2, 3].map((i) => clusterPort + i) : [];
while (ports.length < 4) ports.push(await freePort());
ports.push(Number(process.env.DRILL_PG_PORT) || (await freePort()));
const env = { ...mixedEnv(), NODE_ENV: 'development', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'drill-admin-password-2026' };
console.log(
  `sigterm: load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; starting the cluster`,
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
let failures = [];
try {
  await db.connect();
  const mixed = await prepareMixed({ db, origin: cluster.origin, env, seconds: SECONDS + 5 });
  const victim = cluster.instances[1];
  const errors = new Map();
  const run = autocannon(mixed.options(cluster.origin, CONNECTIONS, SECONDS));
  run.on('reqError', (error) => errors.set(error.message, (errors.get(error.message) ?? 0) + 1));
  const stopped = delay(SIGTERM_AFTER_MS).then(() => {
    console.log(`sigterm: SIGTERM to ${victim.label} (pid ${victim.child.pid}) under load`);
    return stopInstance(victim);
  });
  const [result, exit] = await Promise.all([run, stopped]);

  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  const unexpected = Object.entries(statuses).filter(([code]) => !/^[23]/.test(code));
  const unanswered = result.requests.sent - result.requests.total;
  console.log(
    `sigterm: ${result.requests.total} answers in ${SECONDS} s at ${CONNECTIONS} connections ` +
      `(${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms); ` +
      `statuses ${JSON.stringify(statuses)}; socket errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(
    `sigterm: ${victim.label} exited ${exit.signal ?? `with status ${exit.code}`} ${(exit.ms / 1000).toFixed(1)} s ` +
      'after SIGTERM',
  );
  const upstreamErrors = readFileSync(join(cluster.runDir, 'nginx-error.log'), 'utf8')
    .split('\n')
    .filter((line) => /upstream/.test(line));
  console.log(
    `sigterm: nginx logged ${upstreamErrors.length} upstream error(s) (a refused or closed connection is retried on ` +
      `another instance)${upstreamErrors.length ? `, e.g.\n  ${upstreamErrors.slice(0, 3).join('\n  ')}` : ''}`,
  );
  const appErrors = cluster.instances.flatMap((instance) =>
    readFileSync(instance.logFile, 'utf8')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line))
      .map((line) => `${instance.label}: ${line.slice(0, 600)}`),
  );
  if (appErrors.length)
    console.log(
      `sigterm: the instances logged ${appErrors.length} error(s), e.g.\n  ${appErrors.slice(0, 3).join('\n  ')}`,
    );
  failures = [
    unexpected.length &&
      `answers other than 2xx/3xx: ${JSON.stringify(Object.fromEntries(unexpected))}, by row ${JSON.stringify(mixed.unexpected())}`,
    result.errors && `${result.errors} socket errors: ${JSON.stringify(Object.fromEntries(errors))}`,
    result.timeouts && `${result.timeouts} timeouts`,
    unanswered > CONNECTIONS && `${unanswered} requests sent and never answered`,
    (exit.code !== 0 || exit.signal) && `the instance exited ${exit.signal ?? `with status ${exit.code}`}`,
  ].filter(Boolean);
} finally {
  await db.end().catch(() => undefined);
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`sigterm: FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('sigterm: held');
