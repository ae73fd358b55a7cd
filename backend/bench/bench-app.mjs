// What the single-scenario benchmarks (mail-drain.mjs, tools-checks.mjs) share: the built app started in its own
// process on free ports with a throwaway embedded PostgreSQL, and a member's signed-in session.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const BACKEND = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The approved demo member every benchmark signs in as (seeded from the environment startApp passes). */
export const MEMBER = { email: 'approved@penwright.bench', password: 'approved-bench-2026' };

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
/** The collective's published articles, as the originality index holds them. */
export const { PUBLISHED_PAGES } = createRequire(import.meta.url)(
  join(BACKEND, 'dist/src/modules/tools/infrastructure/originality/published-pages.data.js'),
);

/** The first `count` words of the collective's articles, with a few mistakes a writer makes. */
export function prose(count) {
  const words = PUBLISHED_PAGES.flatMap((page) => page.text.split(/\s+/)).slice(0, count);
  for (let i = 37; i < words.length; i += 97) words[i] = `${words[i]}s`;
  return words.join(' ');
}

export const ms = (value) => `${value.toFixed(1)} ms`;

export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/**
 * Starts backend/dist (`migrate seed serve`) in `dir` with `env` over the benchmark's defaults and waits until
 * `readyPath` answers; `env` in the answer is what it was started with. The process is detached, so `process.kill(-child.pid)` stops it and its PostgreSQL.
 */
export async function startApp(dir, env = {}, readyPath = '/api/health') {
  const [port, pgPort] = [await freePort(), await freePort()];
  const appEnv = {
    DATABASE_URL: '',
    DATA_DIR: join(dir, 'data'),
    EMBEDDED_PG_PORT: String(pgPort),
    PORT: String(port),
    LOG_LEVEL: 'warn',
    COOKIE_SECURE: 'false',
    ADMIN_PASSWORD: 'bench-admin-password-2026',
    DEMO_APPROVED_EMAIL: MEMBER.email,
    DEMO_APPROVED_PASSWORD: MEMBER.password,
    ...env,
  };
  const child = spawn(process.execPath, ['dist/src/main.js', 'migrate', 'seed', 'serve'], {
    cwd: BACKEND,
    env: { ...process.env, ...appEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${origin}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await delay(500);
  }
  const databaseUrl = `postgresql://penwright:penwright-local@127.0.0.1:${pgPort}/penwright`;
  return { child, origin, databaseUrl, env: appEnv };
}

/**
 * Signs `credentials` in as a browser does (a CSRF token first, then POST /api/login) and returns the headers a
 * signed-in request sends: the session and CSRF cookies and the token (sign-in hands out one for the new session).
 */
export async function signIn(origin, credentials = MEMBER) {
  const first = await fetch(`${origin}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.getSetCookie().join(';'))[1];
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify(credentials),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookies = login.headers.getSetCookie().join(';');
  const sid = /penwright\.sid=([^;]+)/.exec(cookies)[1];
  const token = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? xsrf;
  return {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${token}; penwright.sid=${sid}`,
    'x-xsrf-token': decodeURIComponent(token),
  };
}
