#!/usr/bin/env node
// `make cluster`: the built app as several instances on one PostgreSQL behind nginx (docs/scaling.md).
//
//   1. one embedded PostgreSQL (database.mjs), unless DATABASE_URL names a database;
//   2. the first instance runs the steps asked for (default `migrate seed serve`); once it is ready, the others
//      start with `serve` alone, so migrations and the seed run once;
//   3. Debian's nginx in front (nginx.conf.template), round robin over the instances, on PORT.
//
// Settings (environment, as the app reads them): PORT (nginx, default 8080), CLUSTER_INSTANCES (default 3),
// CLUSTER_APP_PORTS (comma-separated, default PORT+1, PORT+2, ...), EMBEDDED_PG_PORT (default 54320), DATA_DIR
// (default .data, as `make start`: the database's files, the session secret, and cluster/ with nginx's generated
// configuration, pid file and logs and each instance's log). Every other setting reaches every instance unchanged;
// each instance gets its own PORT, the database's URL and TRUST_PROXY=true (nginx is the one proxy hop), and
// SHUTDOWN_DRAIN_SECONDS=5 unless set (backend/src/platform/http/drain.ts).
// Ctrl-C (or SIGTERM) stops nginx, then the instances (each drains its requests), then the database.
//
// The drills and the cluster bench import startCluster; frontend/e2e/playwright.config.ts runs it (E2E_CLUSTER=1).
import { spawn, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '../..');
const MAIN_JS = join(REPO_ROOT, 'backend/dist/src/main.js');
const START_TIMEOUT_MS = 180_000;
/** Longer than an instance's own shutdown (its drain delay and grace, backend/src/main.ts). */
const STOP_TIMEOUT_MS = 30_000;
/** nginx's realip module: the address a client on this machine puts in X-Forwarded-For becomes $remote_addr. */
const REAL_IP_FROM_LOCAL_CLIENTS = '  set_real_ip_from 127.0.0.1;\n  real_ip_header X-Forwarded-For;';
/** Every cluster started by this process, so that a signal during start-up still stops what has started. */
const clusters = new Set();

/**
 * @param {object} options
 * @param {number} options.port nginx's port
 * @param {number[]} options.appPorts one per instance
 * @param {number} options.pgPort the embedded PostgreSQL's port (unused with options.databaseUrl)
 * @param {string} options.dataDir
 * @param {string} [options.databaseUrl] an external database instead of the embedded one
 * @param {string[]} [options.steps] the first instance's steps
 * @param {Record<string, string>} [options.env] settings for every instance, over this process's environment
 * @param {boolean} [options.accessLog] nginx's access log (off by default: it costs time under load)
 * @param {boolean} [options.trustLocalForwardedFor] load tests only: a client on this machine names its own address
 *   in X-Forwarded-For (as a CDN in front would), so that sign-ins from many simulated people are limited each apart
 */
export async function startCluster(options) {
  const dataDir = resolve(options.dataDir);
  const runDir = join(dataDir, 'cluster');
  mkdirSync(runDir, { recursive: true });
  // As root, PostgreSQL and nginx's workers run as other users and must reach these folders.
  for (const dir of [dataDir, runDir]) chmodSync(dir, 0o755);
  const env = { ...process.env, ...options.env };
  const cluster = { runDir, instances: [], processes: [], origin: `http://127.0.0.1:${options.port}` };
  cluster.stop = () => stopCluster(cluster);
  clusters.add(cluster);
  try {
    cluster.databaseUrl = options.databaseUrl || (await startDatabase(cluster, dataDir, options.pgPort, env));
    // Each instance drains for 5 s after SIGTERM (longer than nginx's 4 s idle keep-alive to it) unless told.
    // Instances listen on loopback only: they trust nginx's X-Forwarded-For, which a client reaching an instance
    // directly could forge. Links and canonical URLs name nginx's origin, not an instance's port. A metrics port,
    // when set, is one per instance (METRICS_PORT, then the ports after it).
    const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : null;
    const instanceEnv = (port, index) => ({
      SHUTDOWN_DRAIN_SECONDS: '5',
      PUBLIC_URL: cluster.origin,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: cluster.databaseUrl,
      TRUST_PROXY: 'true',
      ...(metricsPort ? { METRICS_PORT: String(metricsPort + index) } : {}),
    });
    const [firstPort, ...otherPorts] = options.appPorts;
    const steps = options.steps?.length ? options.steps : ['migrate', 'seed', 'serve'];
    const first = startInstance(cluster, 1, firstPort, steps, instanceEnv(firstPort, 0));
    await waitUntilReady(first);
    const others = otherPorts.map((port, i) =>
      startInstance(cluster, i + 2, port, ['serve'], instanceEnv(port, i + 1)),
    );
    await Promise.all(others.map(waitUntilReady));
    cluster.nginx = await startNginx(cluster, options);
    await waitUntilReady({ ...cluster.nginx, origin: cluster.origin });
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** SIGTERM to one instance; resolves with how it exited once it has ({ code, signal, ms }). */
export async function stopInstance(instance, timeoutMs = STOP_TIMEOUT_MS) {
  const started = Date.now();
  instance.child.kill('SIGTERM');
  const exited = await Promise.race([instance.exited, delay(timeoutMs).then(() => null)]);
  if (!exited) signalGroup(instance.child.pid, 'SIGKILL');
  const { exitCode, signalCode } = instance.child;
  return {
    code: exited ? exitCode : null,
    signal: exited ? signalCode : 'SIGKILL (timeout)',
    ms: Date.now() - started,
  };
}

async function startDatabase(cluster, dataDir, pgPort, env) {
  const handle = startProcess(
    cluster,
    'database',
    [join(HERE, 'database.mjs')],
    {
      ...env,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
    },
    { stdout: 'pipe' },
  );
  const lines = createInterface({ input: handle.child.stdout });
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => line),
    handle.exited.then(() => null),
    delay(START_TIMEOUT_MS).then(() => null),
  ]);
  if (!first) throw new Error(`the embedded PostgreSQL did not start:\n${tail(handle)}`);
  return JSON.parse(first).url;
}

function startInstance(cluster, index, port, steps, env) {
  const handle = startProcess(cluster, `app-${index}`, [MAIN_JS, ...steps], env);
  const instance = { ...handle, index, port, origin: `http://127.0.0.1:${port}`, readyPath: '/api/health/ready' };
  cluster.instances.push(instance);
  return instance;
}

async function startNginx(cluster, options) {
  const template = readFileSync(join(HERE, 'nginx.conf.template'), 'utf8');
  // One failed connection (refused, or a read a draining instance closed) takes an instance out for 6 s, longer
  // than its 5 s drain; nginx sends its share to the others meanwhile.
  const servers = options.appPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=6s;`)
    .join('\n');
  const config = template
    .replaceAll('{{RUN_DIR}}', cluster.runDir)
    .replaceAll('{{PORT}}', String(options.port))
    .replaceAll('{{SERVERS}}', servers)
    .replaceAll('{{REAL_IP}}', options.trustLocalForwardedFor ? REAL_IP_FROM_LOCAL_CLIENTS : '')
    .replaceAll('{{ACCESS_LOG}}', options.accessLog ? join(cluster.runDir, 'nginx-access.log') : 'off');
  const file = join(cluster.runDir, 'nginx.conf');
  writeFileSync(file, config);
  mkdirSync(join(cluster.runDir, 'nginx-temp'), { recursive: true, mode: 0o755 });
  const nginx = nginxBinary();
  // -e: the error log from the first line on (before the configuration is read: never /var/log/nginx).
  const args = ['-e', join(cluster.runDir, 'nginx-error.log'), '-p', cluster.runDir, '-c', file];
  execFileSync(nginx, [...args, '-t', '-q'], { stdio: 'inherit' });
  const handle = startProcess(cluster, 'nginx', args, process.env, { command: nginx });
  return { ...handle, readyPath: '/api/health/ready' };
}

function nginxBinary() {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error('nginx is missing: `make nginx` installs it (apt-get install nginx-light)');
}

/**
 * Each process leads its own process group (a Ctrl-C in the terminal reaches the launcher alone, which stops them
 * in order) and writes to a log file of its own in the run folder.
 */
function startProcess(cluster, label, args, env, { command = process.execPath, stdout = 'file' } = {}) {
  const logFile = join(cluster.runDir, `${label}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', stdout === 'pipe' ? 'pipe' : fd, fd],
    detached: true,
  });
  closeSync(fd);
  const handle = {
    label,
    child,
    logFile,
    exited: once(child, 'exit')
      .then(() => true)
      .catch(() => true),
  };
  cluster.processes.push(handle);
  return handle;
}

async function waitUntilReady(handle) {
  const url = `${handle.origin}${handle.readyPath}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (handle.child.exitCode !== null || handle.child.signalCode !== null) {
      throw new Error(`${handle.label} exited before it was ready:\n${tail(handle)}`);
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
  throw new Error(`${handle.label} was not ready at ${url} within ${START_TIMEOUT_MS / 1000} s:\n${tail(handle)}`);
}

const running = (handle) => handle.child.exitCode === null && handle.child.signalCode === null;

/** nginx first (SIGQUIT: it finishes what it is proxying), then the instances (each drains), the database last. */
async function stopCluster(cluster) {
  cluster.stopping ??= (async () => {
    const byLabel = (test) => cluster.processes.filter((handle) => test(handle.label));
    const results = [];
    for (const [group, signal] of [
      [byLabel((label) => label === 'nginx'), 'SIGQUIT'],
      [byLabel((label) => label.startsWith('app-')), 'SIGTERM'],
      [byLabel((label) => label === 'database'), 'SIGTERM'],
    ]) {
      results.push(...(await Promise.all(group.map((handle) => stopProcess(handle, signal)))));
    }
    return results;
  })();
  return cluster.stopping;
}

async function stopProcess(handle, signal) {
  if (running(handle)) {
    handle.child.kill(signal);
    const exited = await Promise.race([handle.exited, delay(STOP_TIMEOUT_MS).then(() => false)]);
    if (!exited) console.error(`${handle.label} did not stop within ${STOP_TIMEOUT_MS / 1000} s: killed`);
  }
  signalGroup(handle.child.pid, 'SIGKILL'); // whatever it left in its group
  const { exitCode, signalCode } = handle.child;
  return { label: handle.label, code: exitCode, signal: signalCode };
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function tail(handle, lines = 30) {
  try {
    return readFileSync(handle.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** The cluster's settings from the environment, as the CLI, the drills and the journeys read them. */
export function settingsFromEnv(env = process.env) {
  const port = Number(env.PORT || 8080);
  const instances = Number(env.CLUSTER_INSTANCES || 3);
  const appPorts = env.CLUSTER_APP_PORTS
    ? env.CLUSTER_APP_PORTS.split(',').map((value) => Number(value.trim()))
    : Array.from({ length: instances }, (_, i) => port + 1 + i);
  if (![port, ...appPorts].every((value) => Number.isInteger(value) && value > 0 && value < 65536)) {
    throw new Error('PORT and CLUSTER_APP_PORTS must be port numbers');
  }
  return {
    port,
    appPorts,
    pgPort: Number(env.EMBEDDED_PG_PORT || 54320),
    dataDir: env.DATA_DIR || join(REPO_ROOT, '.data'),
    databaseUrl: env.DATABASE_URL || '',
  };
}

async function main() {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: run \`make build\` first`);
  if (!process.env.MALLOC_ARENA_MAX) console.warn("cluster: started without the Makefile's APP_ENV (malloc settings)");
  const settings = settingsFromEnv();
  const steps = process.argv.slice(2);
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: stopping nginx, then the instances, then the database`);
    const results = (await Promise.all([...clusters].map((cluster) => cluster.stop()))).flat();
    for (const result of results) console.log(`  ${result.label}: ${result.signal ?? `exit ${result.code}`}`);
    const clean = results.every((result) => result.label === 'nginx' || result.code === 0);
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  console.log(
    `cluster: ${settings.appPorts.length} instances on ports ${settings.appPorts.join(', ')}, nginx on ${settings.port}`,
  );
  const cluster = await startCluster({ ...settings, steps });
  // The first start prints the generated admin password once: show the first instance's start-up lines.
  console.log(readFileSync(cluster.instances[0].logFile, 'utf8').trimEnd());
  console.log(`cluster: serving on ${cluster.origin} (logs and nginx.conf in ${cluster.runDir}); Ctrl-C stops it`);
  // An instance that dies on its own is reported; nginx sends its share to the others meanwhile.
  for (const instance of cluster.instances) {
    void instance.exited.then(() => {
      if (!stopping)
        console.error(`cluster: ${instance.label} exited (${instance.child.exitCode}); see ${instance.logFile}`);
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
