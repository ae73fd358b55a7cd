#!/usr/bin/env node
// `make audit`: Lighthouse 13 (mobile, its default simulated throttling) on the built app, the way a visitor
// meets it: the app starts from backend/dist with a throwaway DATA_DIR and its own embedded PostgreSQL on free
// ports, then each page is audited in Debian's Chromium. Prints a table, writes it with every figure to
// audit-results/latest.{md,json} (ignored by git) and exits 1 when a page misses a target (docs/performance.md).
//
// The review desk (issue 28) is audited signed in as an editor, on a 5,000-word submission with its findings and
// twenty comments made through the API first (review-desk-audit.mjs), and its margin is scrolled in Chromium to
// time the long tasks.
//
// Environment: AUDIT_RUNS (default 1; each page is audited that many times and the run with the median
// performance score is kept), AUDIT_ONLY (a regular expression on the page names), AUDIT_REPORTS=1 (also write
// each page's whole Lighthouse report to audit-results/, to see why), CHROMIUM (default /usr/bin/chromium). Not part of `make test`: timings depend on the machine.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from './chromium.mjs';
import { marginLongTasks, prepareReviewDesk, REVIEW_DESK_ENV } from './review-desk-audit.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN_JS = join(ROOT, 'backend/dist/src/main.js');
const RESULTS_DIR = join(ROOT, 'audit-results');
const CHROMIUM = process.env.CHROMIUM?.trim() || '/usr/bin/chromium';
const RUNS = Math.max(1, Number.parseInt(process.env.AUDIT_RUNS ?? '1', 10) || 1);
const ONLY = process.env.AUDIT_ONLY?.trim() ? new RegExp(process.env.AUDIT_ONLY.trim()) : null;
const REPORTS = process.env.AUDIT_REPORTS === '1';
const DEMO = { email: 'demo@penwright.local', password: 'audit-demo-writer-2026' };
// Ports another helper's end-to-end server may hold at any moment (backend/package.json serve:e2e).
const RESERVED_PORTS = new Set([3000, 3100, 54320, 54331]);
const START_TIMEOUT_MS = 180_000;

/** The issue's targets (issue 17): public pages, and the member's dashboard. */
const PUBLIC_TARGETS = {
  performance: 95,
  accessibility: 95,
  bestPractices: 95,
  seo: 100,
  cls: 0.05,
  lcpMs: 2000,
  jsKb: 150,
};
// robots.txt disallows /dashboard (members only), which Lighthouse reports as "blocked from indexing": its SEO
// score cannot pass there, so no SEO target applies to it (docs/performance.md). Its first view is rendered on the
// server for the member, so the issue's LCP target applies to it too.
const MEMBER_TARGETS = {
  performance: 90,
  accessibility: 95,
  bestPractices: 95,
  seo: null,
  cls: 0.05,
  lcpMs: 2000,
  jsKb: null,
};

/** The review desk (issue 28), signed in as an editor: the member's page targets, and no long task over 200 ms. */
const EDITOR_TARGETS = { ...MEMBER_TARGETS, longTaskMs: 200 };

/** The figures of a page Lighthouse could not audit. */
const FAILED = {
  performance: 0,
  accessibility: 0,
  bestPractices: 0,
  seo: 0,
  fcpMs: NaN,
  lcpMs: NaN,
  cls: NaN,
  tbtMs: NaN,
  siMs: NaN,
  transferKb: NaN,
  jsKb: NaN,
  failingAudits: [],
  consoleErrors: [],
};

let app;
let workDir;

async function main() {
  workDir = mkdtempSync(join(os.tmpdir(), 'penwright-audit-'));
  chmodSync(workDir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach the folder
  const [port, pgPort] = await freePorts(2);
  const origin = `http://127.0.0.1:${port}`;
  app = startApp(port, pgPort);
  console.log(`Starting the app on ${port} (embedded PostgreSQL on ${pgPort}) ...`);
  await waitUntilReady(`${origin}/api/health/ready`);

  const post = await (await fetch(`${origin}/api/blog/posts?limit=1`)).json();
  const desk = !ONLY || ONLY.test('review desk (editor)') ? await prepareReviewDesk(origin) : null;
  if (desk)
    console.log(`Review desk: ${desk.words} words, ${desk.findings} grammar findings, ${desk.comments} comments`);
  const pages = [
    { name: '/', path: '/' },
    { name: 'article', path: '/articles/blog-writing-jobs' },
    { name: '/login', path: '/login' },
    { name: '/blog', path: '/blog' },
    { name: 'blog post', path: `/blog/${post[0].slug}` },
    { name: '/courses', path: '/courses' },
    { name: '/dashboard (member)', path: '/dashboard', member: true },
    ...(desk ? [{ name: 'review desk (editor)', path: desk.path, cookie: desk.cookie }] : []),
  ].filter((page) => !ONLY || ONLY.test(page.name));

  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const page of pages) {
      const signedIn = page.member || page.cookie;
      const headers = signedIn ? { Cookie: page.cookie ?? (await signIn(origin)) } : undefined;
      // A member's page gets a Chromium of its own: in the one that audited the public pages, the session cookie sent
      // as a header did not reach the app (most likely replaced by the cookies those pages set, XSRF-TOKEN), and the
      // dashboard was audited as a visitor, sent to /login (the check in `audit` now catches that).
      const browser = signedIn
        ? await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS })
        : chrome;
      const runs = [];
      let error;
      for (let i = 0; i < RUNS && !error; i++) {
        // Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): such a run is tried again, twice;
        // a page it still cannot audit (nothing painted, a crash) fails the audit, and the others still run.
        for (let attempt = 1; ; attempt++) {
          try {
            runs.push(await audit(`${origin}${page.path}`, browser.port, headers));
            break;
          } catch (caught) {
            if (attempt < 3) continue;
            error = caught instanceof Error ? caught.message : String(caught);
            break;
          }
        }
      }
      if (browser !== chrome) await browser.kill();
      runs.sort((a, b) => a.performance - b.performance);
      const row = error
        ? { ...page, ...FAILED, runs: [], error }
        : { ...page, ...runs[Math.floor(runs.length / 2)], runs: runs.map((run) => run.performance) };
      if (page.cookie && !error) {
        Object.assign(row, await marginLongTasks(origin, page.path, page.cookie, CHROMIUM, CHROMIUM_FLAGS));
      }
      const targets = page.cookie ? EDITOR_TARGETS : page.member ? MEMBER_TARGETS : PUBLIC_TARGETS;
      row.misses = error ? [error.split('\n')[0]] : misses(row, targets);
      rows.push(row);
      console.log(
        `  ${page.name}: performance ${row.performance}${row.misses.length ? ` (${row.misses.join('; ')})` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
  }

  const table = formatTable(rows);
  console.log(`\n${table}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString();
  writeFileSync(
    join(RESULTS_DIR, 'latest.md'),
    `Lighthouse ${lighthouseVersion()}, mobile, ${stamp}, ${RUNS} run(s) per page\n\n${table}\n`,
  );
  writeFileSync(
    join(RESULTS_DIR, 'latest.json'),
    `${JSON.stringify({ stamp, runs: RUNS, loadAverage: os.loadavg(), rows }, null, 2)}\n`,
  );
  const failed = rows.filter((row) => row.misses.length > 0);
  if (failed.length > 0) {
    console.error(
      `\nmake audit: ${failed.length} page(s) missed a target: ${failed.map((row) => row.name).join(', ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log('\nmake audit: every page met its targets');
  }
}

async function audit(url, port, extraHeaders) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  if (extraHeaders) flags.extraHeaders = extraHeaders;
  const { lhr } = await lighthouse(url, flags);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A page that sent the browser elsewhere (a member's page to /login) was not the page meant: its figures are not its.
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  if (shown !== new URL(url).pathname) throw new Error(`${url}: the browser ended on ${shown}`);
  if (REPORTS) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^\w]+/g, '_') || 'root';
    writeFileSync(join(RESULTS_DIR, `lhr${name}.json`), JSON.stringify(lhr));
  }
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(value('total-blocking-time')),
    siMs: Math.round(value('speed-index')),
    transferKb: Math.round(value('total-byte-weight') / 1024),
    jsKb: Math.round(jsBytes / 1024),
    failingAudits: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map(
      (item) => `${item.source}: ${item.description}`,
    ),
  };
}

function misses(row, targets) {
  const out = [];
  const atLeast = (key, label) =>
    targets[key] !== null && row[key] < targets[key] && out.push(`${label} ${row[key]} < ${targets[key]}`);
  atLeast('performance', 'performance');
  atLeast('accessibility', 'accessibility');
  atLeast('bestPractices', 'best practices');
  atLeast('seo', 'SEO');
  if (targets.cls !== null && row.cls > targets.cls) out.push(`CLS ${row.cls} > ${targets.cls}`);
  if (targets.lcpMs !== null && row.lcpMs > targets.lcpMs) out.push(`LCP ${row.lcpMs} ms > ${targets.lcpMs} ms`);
  if (targets.jsKb !== null && row.jsKb > targets.jsKb) out.push(`JS ${row.jsKb} kB > ${targets.jsKb} kB`);
  if (targets.longTaskMs !== undefined && !(row.longestMs <= targets.longTaskMs)) {
    out.push(`long task ${row.longestMs} ms > ${targets.longTaskMs} ms while scrolling the margin`);
  }
  return out;
}

function formatTable(rows) {
  const head = [
    'page',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'FCP ms',
    'LCP ms',
    'CLS',
    'TBT ms',
    'transfer kB',
    'JS kB',
    'longest task ms',
    'misses',
  ];
  const lines = rows.map((r) => [
    r.name,
    RUNS > 1 ? `${r.performance} (${r.runs.join('/')})` : String(r.performance),
    r.accessibility,
    r.bestPractices,
    r.seo,
    r.fcpMs,
    r.lcpMs,
    r.cls,
    r.tbtMs,
    r.transferKb,
    r.jsKb,
    r.longestMs ?? '-',
    r.misses.length ? r.misses.join('; ') : 'none',
  ]);
  const failing = rows.filter((r) => r.failingAudits.length).map((r) => `- ${r.name}: ${r.failingAudits.join(', ')}`);
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 || i === head.length - 1 ? '---' : '---:')).join('|')}|`,
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
    ...(failing.length ? ['', 'Failing audits (accessibility, best practices, SEO):', ...failing] : []),
  ].join('\n');
}

function startApp(port, pgPort) {
  const logFile = join(workDir, 'app.log');
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [MAIN_JS, 'migrate', 'seed', 'serve'], {
    cwd: ROOT,
    // Set explicitly so that a developer's .env (never overriding the environment) cannot point the run
    // at a real database; the rest are make start's defaults.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      DATA_DIR: join(workDir, 'data'),
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(port),
      FRONTEND_DIR: join(ROOT, 'frontend/dist'),
      LOG_LEVEL: 'warn',
      DEMO_EMAIL: DEMO.email,
      DEMO_PASSWORD: DEMO.password,
      ...REVIEW_DESK_ENV,
    },
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  closeSync(fd);
  return { child, logFile, exited: once(child, 'exit').catch(() => undefined) };
}

const running = (handle) => handle && handle.child.exitCode === null && handle.child.signalCode === null;

/** Polls the readiness probe until it answers 200; fails with the app's last log lines if it dies first. */
async function waitUntilReady(url) {
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

/**
 * Signs in, trying again twice when the connection drops: Node's fetch reuses a keep-alive connection that the app
 * may close at that very moment (its idle timeout is 5 s, and launching Chromium on a busy machine takes longer).
 */
async function signIn(origin) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signInOnce(origin);
    } catch (error) {
      if (attempt >= 3 || error?.cause?.code !== 'ECONNRESET') throw error;
    }
  }
}

/** The cookies of a browser signed in as the demo member: a cookie jar fed by each answer's Set-Cookie. */
async function signInOnce(origin) {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0];
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return response;
  };
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${origin}/api/health`));
  const login = keep(
    await fetch(`${origin}/api/login`, {
      method: 'POST',
      body: JSON.stringify(DEMO),
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
        cookie: cookieHeader(),
      },
    }),
  );
  if (!login.ok) throw new Error(`signing in as ${DEMO.email} failed: ${login.status} ${await login.text()}`);
  return cookieHeader();
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

/** Ports the system has free now: servers listen on port 0 together, then give their ports back. */
async function freePorts(count) {
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

/** SIGTERM lets the app stop its PostgreSQL; whatever is left in its process group is killed after 20 s. */
async function stopApp() {
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

let stopping = false;
async function finish(code) {
  if (stopping) return;
  stopping = true;
  await stopApp();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  if (code !== undefined) process.exit(code);
}
process.on('SIGINT', () => void finish(130));
process.on('SIGTERM', () => void finish(143));

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => finish());
