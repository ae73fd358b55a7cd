// The built app on a throwaway embedded database, for the tools that run against it (`make audit`: audit.mjs;
// `make scan`: scan.mjs): started migrated and seeded, awaited on its readiness probe, stopped with its PostgreSQL.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN_JS = join(ROOT, 'backend/dist/src/main.js');
const START_TIMEOUT_MS = 180_000;
/** make start's and make test's ports: a tool never takes them, so it can run beside either. */
const RESERVED_PORTS = new Set([3000, 3100, 54320, 54331]);

/**
 * Starts `migrate seed serve` in a process group of its own, its log in `workDir/app.log`. DATABASE_URL and
 * NODE_ENV are set explicitly so that a developer's .env (never overriding the environment) cannot point the run
 * at a real database; `env` adds the tool's own settings.
 */
export function startBuiltApp({ workDir, port, pgPort, env = {} }) {
  const logFile = join(workDir, 'app.log');
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [MAIN_JS, 'migrate', 'seed', 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      DATA_DIR: join(workDir, 'data'),
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(port),
      FRONTEND_DIR: join(ROOT, 'frontend/dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  closeSync(fd);
  return { child, logFile, exited: once(child, 'exit').catch(() => undefined) };
}

export const running = (app) => app && app.child.exitCode === null && app.child.signalCode === null;

/** Polls the readiness probe until it answers 200; fails with the app's last log lines if it dies first. */
export async function waitUntilReady(app, url) {
  const ready = () =>
    fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
  for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline; await delay(250)) {
    if (!running(app))
      throw new Error(`the app exited before it was ready:\n${readFileSync(app.logFile, 'utf8').slice(-4000)}`);
    if (await ready()) return;
  }
  throw new Error(`the app was not ready at ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM lets the app stop its PostgreSQL; whatever is left in its process group is killed after 20 s. */
export async function stopBuiltApp(app) {
  if (!running(app)) return;
  app.child.kill('SIGTERM');
  const outcome = await Promise.race([app.exited.then(() => 'exited'), delay(20_000).then(() => 'timeout')]);
  if (outcome === 'timeout') {
    try {
      process.kill(-app.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Ports the system has free now: servers listen on port 0 together, then give their ports back. */
export async function freePorts(count) {
  const servers = [];
  while (servers.filter((server) => !RESERVED_PORTS.has(server.address().port)).length < count) {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    servers.push(server);
  }
  const ports = servers.map((server) => server.address().port).filter((port) => !RESERVED_PORTS.has(port));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports.slice(0, count);
}
