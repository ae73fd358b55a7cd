#!/usr/bin/env node
// Issue 25's mail rows (docs/mail.md, docs/performance.md):
//   1. rendering: p50 and p95 of one message's HTML and plain text (React Email, React's production build);
//   2. signed-in GET /api/assignments with no mail moving, at a steady 100 requests a second: p99 (autocannon);
//   3. 10,000 messages queued through MailOutbox (a newsletter-like batch, queue-mail.cjs) and delivered by the app's
//      workers to the development mailbox: messages per second and the time to drain; meanwhile the same
//      GET /api/assignments, whose p99 should stay within 2x of (2).
//
//   cd backend && npx tsc -p tsconfig.build.json && node bench/mail-drain.mjs
//
// The app runs from backend/dist in production mode (React's production build renders the mail) with a throwaway
// DATA_DIR and its own embedded PostgreSQL, as `make bench` runs it; the whole run is bounded (BENCH_MAIL_TIMEOUT_S).
process.env.NODE_ENV = 'production'; // before React loads: the renderer measured is the one production runs
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { BACKEND, percentile, ms, signIn, startApp } from './bench-app.mjs';

const require = createRequire(import.meta.url);
const MESSAGES = Number(process.env.BENCH_MAIL_COUNT ?? 10_000);
const BATCH = 500;
const RENDERS = 400;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// The signed-in traffic beside the drain: a steady PROBE_RATE requests a second over a few connections, as members
// reading the site would send, rather than a closed loop that saturates the one event loop the workers share.
const PROBE_RATE = Number(process.env.BENCH_MAIL_PROBE_RATE ?? 100);
const PROBE_CONNECTIONS = 4;
const TIMEOUT_S = Number(process.env.BENCH_MAIL_TIMEOUT_S ?? 600);

async function renderTimes() {
  const { ReactEmailRenderer } = require(join(BACKEND, 'dist/src/modules/mail/infrastructure/react-email-renderer.js'));
  const renderer = new ReactEmailRenderer(
    { brand: { brandName: 'Penwright Collective', supportEmail: 'support@penwright.example' } },
    { publicUrl: 'https://writers.example' },
  );
  const context = (n) => ({
    recipientName: `Reader ${n}`,
    unsubscribeUrl: `https://writers.example/unsubscribe?token=${n}`,
    preferencesUrl: 'https://writers.example/dashboard?tab=account',
    campaign: null,
  });
  for (let n = 0; n < 50; n++) await renderer.render('mail.test', {}, context(n));
  const times = [];
  for (let n = 0; n < RENDERS; n++) {
    const started = performance.now();
    await renderer.render('mail.test', {}, context(n));
    times.push(performance.now() - started);
  }
  // A newsletter's message: its campaign is rendered once, each message gets its own unsubscribe link put in.
  const issue = { title: 'November at the collective', body: 'Three briefs open this week. '.repeat(60) };
  const subscriber = (n) => ({
    recipientName: '',
    unsubscribeUrl: `https://writers.example/newsletter/unsubscribe?token=${n}`,
    preferencesUrl: null,
    campaign: 'newsletter:render-bench',
  });
  const campaignTimes = [];
  for (let n = 0; n < RENDERS; n++) {
    const started = performance.now();
    await renderer.render('newsletter.issue', issue, subscriber(n));
    campaignTimes.push(performance.now() - started);
  }
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    campaignP50: percentile(campaignTimes, 50),
    campaignP95: percentile(campaignTimes, 95),
  };
}

/** The signed-in assignments list at PROBE_RATE a second until `stop` resolves (or for `seconds`): p50 and p99. */
async function assignmentsLoad(origin, cookie, { seconds, stop }) {
  const instance = autocannon({
    url: `${origin}/api/assignments`,
    connections: PROBE_CONNECTIONS,
    overallRate: PROBE_RATE,
    duration: seconds,
    headers: { cookie },
  });
  if (stop) stop.then(() => instance.stop());
  const result = await instance;
  const non2xx = result.non2xx + result.errors;
  if (non2xx > 0) throw new Error(`GET /api/assignments: ${non2xx} answers that were not 2xx`);
  return { requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const dir = mkdtempSync(join(os.tmpdir(), 'penwright-mail-bench-'));
  chmodSync(dir, 0o755); // as root, initdb runs as the postgres user and must reach the folder
  const app = await startApp(
    dir,
    {
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      ALLOW_DEV_MAILBOX: 'true',
      PUBLIC_URL: 'https://writers.example',
      SITE_URL: 'https://writers.example',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      SEED_DEMO_ACCOUNTS: 'true',
    },
    '/api/health/ready',
  );
  console.log('The app is ready.');
  const db = new pg.Client({ connectionString: app.databaseUrl });
  const deadline = setTimeout(() => {
    console.error(`the mail bench ran past ${TIMEOUT_S} s: stopping`);
    process.kill(-app.child.pid, 'SIGTERM');
    process.exit(1);
  }, TIMEOUT_S * 1000);
  try {
    await db.connect();
    const results = {
      machine: `${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    };
    console.log('Rendering ...');
    results.render = await renderTimes();
    console.log('GET /api/assignments, no mail moving ...');
    const { cookie } = await signIn(app.origin);
    await assignmentsLoad(app.origin, cookie, { seconds: 2 }); // warm-up
    results.idle = await assignmentsLoad(app.origin, cookie, { seconds: SECONDS });

    console.log(`Queuing ${MESSAGES} messages and draining them ...`);
    const queuer = spawn(process.execPath, [join(BACKEND, 'bench/queue-mail.cjs')], {
      cwd: BACKEND,
      env: {
        ...process.env,
        ...app.env,
        DATABASE_URL: app.databaseUrl,
        BENCH_MAIL_COUNT: String(MESSAGES),
        BENCH_MAIL_BATCH: String(BATCH),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Its output: READY once booted, then one line of JSON once every message is queued.
    let output = '';
    queuer.stdout.on('data', (chunk) => (output += chunk));
    const queued = once(queuer, 'exit').then(([code]) => {
      if (code !== 0) throw new Error(`the queuing instance exited with ${code}`);
      return JSON.parse(output.trim().split('\n').at(-1)).queueSeconds;
    });
    queued.catch(() => undefined);
    while (!/^READY$/m.test(output)) {
      if (queuer.exitCode !== null) throw new Error('the queuing instance exited before it was ready');
      await delay(50);
    }
    const started = performance.now();
    let drained;
    const done = new Promise((resolve) => (drained = resolve));
    const underLoad = assignmentsLoad(app.origin, cookie, { seconds: TIMEOUT_S, stop: done });
    let sent = 0;
    let failed = 0;
    while (sent + failed < MESSAGES) {
      await delay(200);
      const { rows } = await db.query(
        `SELECT count(*) FILTER (WHERE state = 'sent')::int AS sent, count(*) FILTER (WHERE state = 'failed')::int AS failed
         FROM mail_message WHERE campaign = 'newsletter:bench'`,
      );
      ({ sent, failed } = rows[0]);
    }
    const drainSeconds = (performance.now() - started) / 1000;
    drained();
    results.drain = {
      messages: MESSAGES,
      sent,
      failed,
      seconds: drainSeconds,
      perSecond: MESSAGES / drainSeconds,
      queueSeconds: await queued,
    };
    results.underDrain = await underLoad;
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM dev_mailbox_message WHERE to_address LIKE '%@subscribers.example%'`,
    );
    results.drain.inMailbox = rows[0].n;

    console.log(`\nMail (${results.machine})`);
    console.log(
      `rendering one message, HTML and text (${RENDERS}): p50 ${ms(results.render.p50)}, p95 ${ms(results.render.p95)}; ` +
        `a newsletter's message (its campaign rendered once): p50 ${ms(results.render.campaignP50)}, ` +
        `p95 ${ms(results.render.campaignP95)}`,
    );
    console.log(
      `GET /api/assignments signed in, no mail moving (${SECONDS} s, ${PROBE_RATE} requests/s): ` +
        `p50 ${ms(results.idle.p50)}, p99 ${ms(results.idle.p99)}`,
    );
    const d = results.drain;
    console.log(
      `${d.messages} messages queued through MailOutbox in ${d.queueSeconds.toFixed(1)} s (${MESSAGES / BATCH} units of work), ` +
        `drained to the development mailbox in ${d.seconds.toFixed(1)} s: ${d.perSecond.toFixed(0)} messages/s ` +
        `(${d.sent} sent, ${d.failed} failed, ${d.inMailbox} in the mailbox)`,
    );
    console.log(
      `GET /api/assignments signed in, during the drain (${PROBE_RATE} requests/s, ${results.underDrain.requests} requests): ` +
        `p50 ${ms(results.underDrain.p50)}, p99 ${ms(results.underDrain.p99)} ` +
        `(${(results.underDrain.p99 / results.idle.p99).toFixed(2)}x idle; the issue asks at most 2x)`,
    );
    if (d.failed > 0 || d.inMailbox !== MESSAGES) process.exitCode = 2;
  } finally {
    clearTimeout(deadline);
    await db.end().catch(() => undefined);
    process.kill(-app.child.pid, 'SIGTERM');
    await once(app.child, 'exit');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
