// `make scan` (issue 30): outside scanners against the built app. Starts it on a fresh seeded embedded database, signs
// in a member and an administrator (with the test-only TOTP secret, as `make audit` does), then runs wapiti (crawl and
// attack modules) with each session and sqlmap against representative API endpoints that take query, path and JSON
// body parameters. Writes small reports to docs/security/ and fails on any finding of medium severity or higher.
// Each scanner run is bounded in time; the whole target takes a few minutes. See docs/security/README.md.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiSession, AUDIT_ADMIN, REVIEW_DESK_ENV } from './review-desk-audit.mjs';
import { freePorts, startBuiltApp, stopBuiltApp, waitUntilReady } from './built-app.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const REPORTS = join(ROOT, 'docs/security');
const MEMBER = { email: 'demo@penwright.local', password: 'scan-demo-writer-2026' };
/** Each scanner run's bound, in seconds (wapiti's own limit, then a kill a little later). */
const WAPITI_SECONDS = Number(process.env.SCAN_WAPITI_SECONDS ?? 150);
const SQLMAP_SECONDS = Number(process.env.SCAN_SQLMAP_SECONDS ?? 90);
const WAPITI_MODULES = [
  'sql',
  'blindsql',
  'xss',
  'permanentxss',
  'exec',
  'file',
  'redirect',
  'crlf',
  'ssrf',
  'csrf',
  'xxe',
  'http_headers',
  'cookieflags',
  'csp',
  'methods',
  'shellshock',
  'backup',
  'htaccess',
].join(',');
/** wapiti's levels (wapitiCore/language/vulnerability.py): 0 info, 1 low, 2 medium, 3 high, 4 critical. */
const MEDIUM = 2;

let app;
let workDir;

async function main() {
  for (const tool of ['wapiti', 'sqlmap']) {
    if (!(await commandExists(tool))) throw new Error(`${tool} is missing: run make scan (it installs it)`);
  }
  workDir = mkdtempSync(join(os.tmpdir(), 'penwright-scan-'));
  chmodSync(workDir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach the folder
  const [port, pgPort] = process.env.SCAN_PORT
    ? [Number(process.env.SCAN_PORT), Number(process.env.SCAN_PG_PORT ?? 54480)]
    : await freePorts(2);
  const origin = `http://127.0.0.1:${port}`;
  app = startBuiltApp({
    workDir,
    port,
    pgPort,
    // TRUST_PROXY: the scan's requests name their client in X-Forwarded-For (sqlmap's xforwardedfor tamper), as a
    // proxy's would.
    env: {
      SITE_URL: origin,
      TRUST_PROXY: 'true',
      DEMO_EMAIL: MEMBER.email,
      DEMO_PASSWORD: MEMBER.password,
      ...REVIEW_DESK_ENV,
    },
  });
  console.log(`Starting the app on ${port} (embedded PostgreSQL on ${pgPort}) ...`);
  await waitUntilReady(app, `${origin}/api/health/ready`);
  const member = await apiSession(origin, MEMBER);
  const admin = await apiSession(origin, AUDIT_ADMIN);
  const ids = await targetIds(origin, member, admin);
  mkdirSync(REPORTS, { recursive: true });
  const startedAt = Date.now();

  const sessions = [
    // A visitor's pages are rendered on the server, with their links and forms: what a crawler can follow.
    { name: 'visitor', session: await visitorSession(origin), start: visitorStarts(ids) },
    { name: 'member', session: member, start: memberStarts(ids) },
    { name: 'admin', session: admin, start: adminStarts(ids) },
  ];
  const wapiti = [];
  for (const { name, session, start } of sessions) {
    const run = await runWapiti(origin, name, session, start);
    // A scan that lost its session mid-way would have scanned as a visitor: say so, and fail.
    if (!session.call) {
      wapiti.push(run);
      continue;
    }
    run.stillSignedIn = await session.call('GET', '/api/user').then(
      () => true,
      () => false,
    );
    if (!run.stillSignedIn) run.error ??= 'the session was signed out during the scan';
    wapiti.push(run);
  }
  const sqlmap = [];
  const signedIn = { member, admin };
  for (const target of sqlmapTargets(ids)) sqlmap.push(await runSqlmap(origin, target, signedIn[target.as]));

  const seconds = Math.round((Date.now() - startedAt) / 1000);
  const summary = {
    date: new Date().toISOString(),
    seconds,
    wapiti: `${await version('wapiti', ['--version'])}`,
    sqlmap: `${await version('sqlmap', ['--version'])}`,
    wapitiRuns: wapiti,
    sqlmapRuns: sqlmap,
  };
  writeFileSync(join(REPORTS, 'scan-summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(join(REPORTS, 'scan-summary.md'), summaryMarkdown(summary));
  console.log(`\n${summaryMarkdown(summary)}`);
  const serious = [
    ...wapiti.flatMap((run) =>
      run.findings
        .filter((f) => f.level >= MEDIUM)
        .map((f) => `wapiti ${run.session}: ${f.category} ${f.method} ${f.path} ${f.parameter}`),
    ),
    ...sqlmap
      .filter((run) => run.injectable.length > 0)
      .map((run) => `sqlmap ${run.name}: ${run.injectable.join('; ')}`),
    ...wapiti.filter((run) => run.error).map((run) => `wapiti ${run.session} did not finish: ${run.error}`),
    ...sqlmap.filter((run) => run.error).map((run) => `sqlmap ${run.name} did not finish: ${run.error}`),
  ];
  if (serious.length > 0) {
    console.error(`\nmake scan: ${serious.length} finding(s) of medium or higher, or a scanner that failed:`);
    for (const line of serious) console.error(`  - ${line}`);
    process.exitCode = 1;
  } else {
    console.log(`make scan: no finding of medium or higher (${seconds} s)`);
  }
}

/** Ids the scanned URLs need: a blog post's slug, a draft of the member's, an application. */
async function targetIds(origin, member, admin) {
  const posts = await (await fetch(`${origin}/api/blog/posts?limit=1`)).json();
  const draft = await member.call('POST', '/api/drafts', {
    title: 'Notes on a first pitch',
    format: 'article',
    content: 'A pitch names the reader, the angle and why now, in three sentences an editor reads in a minute.',
  });
  const applications = await admin.call('GET', '/api/admin/applications');
  const list = applications.items ?? applications.applications ?? applications.data ?? applications;
  return { slug: posts[0].slug, draftId: draft.id, applicationId: Array.isArray(list) ? list[0]?.id : undefined };
}

function visitorStarts(ids) {
  return [
    '/',
    '/blog',
    `/blog/${ids.slug}`,
    '/login',
    '/register',
    '/courses',
    '/forgot-password',
    '/api/blog/posts?limit=5',
    '/api/blog/featured',
    `/api/blog/posts/${ids.slug}`,
    '/api/stats/community',
    '/api/certificates/00000000-0000-4000-8000-000000000000',
    '/api/mail/unsubscribe?token=abc',
  ];
}

/** The API reads wapiti cannot find by crawling (the SPA calls them from script), each with its parameters. */
function memberStarts(ids) {
  return [
    '/dashboard',
    '/api/user',
    '/api/account/sessions',
    '/api/billing/history',
    '/api/courses/grammar-essentials/progress',
    '/api/resources/download/style-guide.pdf',
    '/api/writing-progress/me',
    '/api/prompts/daily',
    '/api/drafts',
    '/api/blog/posts?limit=5',
    `/api/blog/posts/${ids.slug}`,
    `/api/drafts/${ids.draftId}`,
    '/api/prompts/random?category=fiction',
    '/api/assignments',
    '/api/mail/unsubscribe?token=abc',
  ];
}

function adminStarts() {
  return [
    '/admin',
    '/api/admin/users?search=demo&sortBy=name',
    '/api/admin/applications?status=pending&search=demo',
    '/api/admin/assignments?status=assigned&search=pitch&overdue=false',
    '/api/admin/payouts?status=pending&search=demo',
    '/api/admin/audit-log?limit=20&entityType=user',
    '/api/admin/feed-posts',
    '/api/admin/newsletter/subscribers?state=active&page=1&pageSize=20',
    '/api/admin/mail/outbox?state=failed&page=1',
    '/api/admin/one-to-one?state=requested',
    '/api/admin/overview',
  ];
}

/**
 * sqlmap's targets: query, path and JSON body parameters, read and written, as a visitor, a member and an admin.
 * `*` marks where sqlmap injects (a path segment, a JSON value).
 */
function sqlmapTargets(ids) {
  return [
    { name: 'blog-list-query', path: '/api/blog/posts?limit=5', params: 'limit' },
    { name: 'blog-post-path', path: `/api/blog/posts/${ids.slug}*` },
    { name: 'certificate-path', path: '/api/certificates/00000000-0000-4000-8000-000000000000*', ignore: '404' },
    {
      name: 'login-body',
      path: '/api/login',
      data: '{"email":"scan*@penwright.test","password":"not-the-password"}',
      ignore: '401',
    },
    { name: 'check-email-body', path: '/api/register/check-email', data: '{"email":"scan*@example.com"}' },
    { name: 'newsletter-body', path: '/api/newsletter/subscribe', data: '{"email":"scan*@example.com"}' },
    { name: 'draft-path', as: 'member', path: `/api/drafts/${ids.draftId}*` },
    {
      name: 'draft-body',
      as: 'member',
      method: 'PUT',
      path: `/api/drafts/${ids.draftId}`,
      data: '{"title":"Notes*","format":"article","content":"A pitch names the reader*"}',
    },
    {
      name: 'admin-users-query',
      as: 'admin',
      path: '/api/admin/users?search=demo&sortBy=name',
      params: 'search,sortBy',
    },
    {
      name: 'admin-applications-query',
      as: 'admin',
      path: '/api/admin/applications?status=pending&search=demo',
      params: 'status,search',
    },
    {
      name: 'admin-audit-log-query',
      as: 'admin',
      path: '/api/admin/audit-log?limit=20&entityType=user&before=1234',
      params: 'entityType,before',
    },
  ];
}

async function runWapiti(origin, name, session, starts) {
  const output = join(workDir, `wapiti-${name}.json`);
  const { cookie, token } = credentials(session);
  const args = [
    '-u',
    `${origin}/`,
    '--scope',
    'folder',
    ...starts.flatMap((path) => ['-s', `${origin}${path}`]),
    // No exclusions (wapiti 3.0.4 fails on -x under Python 3.11): sign-out is a POST with no form for wapiti to
    // find, and each session is checked still signed in after its run.
    '-m',
    WAPITI_MODULES,
    '-H',
    `Cookie: ${cookie}`,
    '-H',
    `X-XSRF-TOKEN: ${token}`,
    '-d',
    '3',
    '--max-links-per-page',
    '40',
    '--max-scan-time',
    String(WAPITI_SECONDS),
    '--max-attack-time',
    String(Math.round(WAPITI_SECONDS / 6)),
    '-t',
    '10',
    '--flush-session',
    '--store-session',
    join(workDir, `wapiti-session-${name}`),
    '-f',
    'json',
    '-o',
    output,
    '--no-bugreport',
    '-v',
    '1',
  ];
  console.log(`wapiti as ${name} (at most ${WAPITI_SECONDS} s) ...`);
  const started = Date.now();
  const run = await runBounded('wapiti', args, (WAPITI_SECONDS + 60) * 1000);
  const result = { session: name, seconds: Math.round((Date.now() - started) / 1000), findings: [], error: null };
  let report;
  try {
    report = JSON.parse(readFileSync(output, 'utf8'));
  } catch {
    result.error = `no report (exit ${run.code}${run.timedOut ? ', killed at its time bound' : ''}): ${run.output.slice(-400)}`;
    return result;
  }
  writeFileSync(join(REPORTS, `wapiti-${name}.json`), `${JSON.stringify(compactWapiti(report), null, 2)}\n`);
  for (const kind of ['vulnerabilities', 'anomalies', 'additionals']) {
    for (const [category, items] of Object.entries(report[kind] ?? {})) {
      for (const item of items) {
        result.findings.push({
          kind,
          category,
          level: Number(item.level),
          method: item.method,
          path: item.path,
          parameter: item.parameter ?? '',
          info: item.info,
        });
      }
    }
  }
  // wapiti 3.0.4's report does not say how much it crawled; its output does.
  result.urlsAndForms = Number(/Wapiti found (\d+) URLs and forms/.exec(run.output)?.[1] ?? NaN);
  return result;
}

/** wapiti's report without the full HTTP requests it keeps for each finding (kept small for the repository). */
function compactWapiti(report) {
  const compact = (group) =>
    Object.fromEntries(
      Object.entries(group ?? {})
        .filter(([, items]) => items.length > 0)
        .map(([category, items]) => [
          category,
          items.map(({ method, path, info, level, parameter, module }) => ({
            method,
            path,
            info,
            level,
            parameter,
            module,
          })),
        ]),
    );
  const { crawled_pages: _pages, ...infos } = report.infos ?? {};
  return {
    infos,
    vulnerabilities: compact(report.vulnerabilities),
    anomalies: compact(report.anomalies),
    additionals: compact(report.additionals),
  };
}

async function runSqlmap(origin, target, signedIn) {
  const output = join(workDir, `sqlmap-${target.name}`);
  const args = [
    '-u',
    `${origin}${target.path}`,
    '--batch',
    '--level=3',
    '--risk=2',
    '--dbms=PostgreSQL',
    '--time-sec=2',
    '--timeout=10',
    '--retries=1',
    '--flush-session',
    '--disable-coloring',
    '--output-dir',
    output,
    // Each request from another address (the scan app trusts one proxy hop), so the per-address sign-in limit of a
    // real attacker's single address does not stop the scan after 50 requests (docs/security/README.md).
    '--tamper=xforwardedfor',
  ];
  if (target.params) args.push('-p', target.params);
  // Refusals the endpoint gives on purpose (a wrong password, an unknown id): answers to compare, not errors.
  if (target.ignore) args.push(`--ignore-code=${target.ignore}`);
  if (target.data) args.push('--data', target.data, '--method', target.method ?? 'POST');
  const session = signedIn ?? (await visitorSession(origin));
  const { cookie, token } = credentials(session);
  args.push('--cookie', cookie, '--headers', `X-XSRF-TOKEN: ${token}\nContent-Type: application/json`);
  console.log(`sqlmap ${target.name} (at most ${SQLMAP_SECONDS} s) ...`);
  const started = Date.now();
  const run = await runBounded('sqlmap', args, SQLMAP_SECONDS * 1000);
  // Without the terminal's control sequences (sqlmap draws on the terminal even when piped) and carriage returns.
  // eslint-disable-next-line no-control-regex
  const log = run.output.replace(/\x1b(?:\[[0-9;?]*[A-Za-z]|[()][A-Z0-9]|[=>])/g, '').replaceAll('\r', '');
  const injectable = [...log.matchAll(/^Parameter: (.+)$/gm)].map(([, parameter]) => parameter.trim());
  const tested = [
    ...new Set(
      [...log.matchAll(/(?:testing for SQL injection on|testing if) (.+?) parameter '([^']+)'/g)].map(
        ([, kind, p]) => `${kind} ${p}`,
      ),
    ),
  ];
  const notInjectable = [
    ...log.matchAll(/parameter '([^']+)' does not seem to be injectable|parameter '([^']+)' is not injectable/g),
  ].length;
  const summary = log
    .split('\n')
    .filter((line) => /\[(WARNING|CRITICAL|ERROR)\]|Parameter:|Type:|Title:|all tested parameters|\d+ times/.test(line))
    .map((line) => line.replace(/^\[\d\d:\d\d:\d\d\] /, '').trim())
    .filter((line) => !/outdated|you haven't updated|provided tamper script|as the output directory/.test(line));
  return {
    name: target.name,
    request: `${target.data ? (target.method ?? 'POST') : 'GET'} ${target.path}${target.data ? ` ${target.data}` : ''}`,
    as: target.as ?? 'visitor',
    seconds: Math.round((Date.now() - started) / 1000),
    timedOut: run.timedOut,
    tested,
    notInjectableMessages: notInjectable,
    injectable,
    log: [...new Set(summary)].slice(0, 30),
    error:
      run.timedOut || /all tested parameters do not appear to be injectable/.test(log) || injectable.length
        ? null
        : `sqlmap ended without a verdict (exit ${run.code}): ${log.slice(-300)}`,
  };
}

let visitor;
async function visitorSession(origin) {
  visitor ??= await anonymousSession(origin);
  return visitor;
}

/** A visitor's cookie jar: the CSRF token the server hands to every first read. */
async function anonymousSession(origin) {
  const response = await fetch(`${origin}/api/health`);
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return { cookie: () => pairs.join('; ') };
}

/** A session's Cookie header and its CSRF token (the X-XSRF-TOKEN header every mutation needs, csrf.ts). */
function credentials(session) {
  const cookie = session.cookie();
  const token = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '';
  return { cookie, token: decodeURIComponent(token) };
}

function summaryMarkdown(summary) {
  const lines = [
    `# make scan: ${summary.date}`,
    '',
    `${summary.wapiti}; ${summary.sqlmap}; ${summary.seconds} s in all.`,
    '',
    '## wapiti',
    '',
    '| Session | Seconds | URLs and forms attacked | Findings (level: 0 info, 1 low, 2 medium, 3 high, 4 critical) |',
    '| --- | --- | --- | --- |',
    ...summary.wapitiRuns.map(
      (run) =>
        `| ${run.session} | ${run.seconds} | ${run.urlsAndForms} | ${run.error ? `did not finish: ${run.error.slice(0, 120)}` : run.findings.length === 0 ? 'none' : run.findings.map((f) => `${f.category} (level ${f.level}) ${f.method} ${f.path} ${f.parameter}`).join('<br>')} |`,
    ),
    '',
    '## sqlmap',
    '',
    '| Target | As | Request | Seconds | Verdict |',
    '| --- | --- | --- | --- | --- |',
    ...summary.sqlmapRuns.map(
      (run) =>
        `| ${run.name} | ${run.as} | \`${run.request.replaceAll('|', '\\|')}\` | ${run.seconds} | ${run.injectable.length ? `INJECTABLE: ${run.injectable.join(', ')}` : run.error ? 'no verdict' : run.log.some((line) => line.includes('possible type casting')) ? 'not injectable: every payload refused by validation (400) before a query' : run.timedOut ? 'stopped at its time bound, nothing injectable found' : 'not injectable'} |`,
    ),
    '',
  ];
  return `${lines.join('\n')}\n`;
}

function runBounded(command, args, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, timedOut, output });
    });
  });
}

async function commandExists(command) {
  const run = await runBounded('sh', ['-c', `command -v ${command}`], 5_000).catch(() => ({ code: 1 }));
  return run.code === 0;
}

async function version(command, args) {
  const run = await runBounded(command, args, 20_000);
  return (
    run.output
      .trim()
      .split('\n')
      .at(-1)
      .replace(/^\[\S+\] \[WARNING\].*$/, '')
      .trim() || run.output.trim().split('\n')[0]
  );
}

let stopping = false;
async function finish(code) {
  if (stopping) return;
  stopping = true;
  await stopBuiltApp(app);
  if (workDir && !process.env.SCAN_KEEP) rmSync(workDir, { recursive: true, force: true });
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
