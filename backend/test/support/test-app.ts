import 'reflect-metadata';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { Client } from 'pg';
import type { DestinationStream } from 'pino';
import { loadConfig, type AppConfig } from '../../src/config';
import { createPenwrightApp } from '../../src/app';
import { runMigrations } from '../../src/platform/bootstrap';
import { runSeeds } from '../../src/seeds';
import { TestClient } from './test-client';
import { currentCode } from './two-factor';

export const ADMIN = { email: 'admin@penwright.test', password: 'admin-test-password' };
/**
 * The seeded administrator's authenticator secret (ADMIN_TOTP_SECRET, a test-only setting): admins need a second
 * factor (D19), and `signIn` computes the administrator's codes from it.
 */
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const DEMO = { email: 'demo@penwright.test', password: 'demo-writer-2026' };
/** The seeded approved member with paid work and payouts in every status. */
export const APPROVED_DEMO = { email: 'approved@penwright.test', password: 'approved-writer-2026' };

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  server: Server;
  /** A fresh browser-like client: its own cookie jar and CSRF token. */
  client(): Promise<TestClient>;
  /**
   * A client already signed in. An account with an authenticator app (the seeded administrator's, or `totpSecret`)
   * passes the second step with a current code; its record of the last code used is cleared first, so that signing
   * in twice within one 30-second step is not refused as a replay (identity-two-factor.int-spec.ts tests that rule).
   */
  signIn(credentials: { email: string; password: string }, totpSecret?: string): Promise<TestClient>;
  /** The second step of a sign-in `client` has just begun with `email`'s password, with a current code. */
  passSecondFactor(client: TestClient, email: string, totpSecret?: string): Promise<void>;
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** Runs `work` in its own MikroORM context, as a request or a scheduled job does. */
  inRequestScope<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Boots the real app on the test database, emptied and seeded, for one test file. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { logDestination?: DestinationStream } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
  if (!/test/i.test(new URL(databaseUrl).pathname)) {
    throw new Error(`Refusing to run tests against "${databaseUrl}": the database name must contain "test"`);
  }
  const config = testConfig(databaseUrl, env);
  await prepareDatabase(databaseUrl);
  const app = await createPenwrightApp(config, options.logDestination ?? process.stderr);
  await app.init();
  await runSeeds(app);
  return testAppOf(app, config);
}

/** The helpers of a started app (a first one, emptied and seeded, or another instance on its database). */
export function testAppOf(app: NestExpressApplication, config: AppConfig): TestApp {
  const orm = app.get(MikroORM);
  const em = orm.em.fork() as EntityManager;
  const sql = <T>(query: string, params: unknown[] = []) => em.getConnection().execute<T[]>(query, params);
  const server = app.getHttpServer() as Server;
  // A code is accepted once (D19), and tests sign the administrator in several times a second, in parallel too:
  // each second step forgets the last code used and sends the current one, one after another.
  let secondSteps = Promise.resolve();
  function passSecondFactor(client: TestClient, email: string, totpSecret = ADMIN_TOTP_SECRET): Promise<void> {
    const step = secondSteps.then(async () => {
      await sql(
        'UPDATE totp_credentials SET last_used_step = NULL WHERE user_id = (SELECT id FROM users WHERE email = ?)',
        [email.trim().toLowerCase()],
      );
      const second = await client.post('/api/login/second-factor', { code: await currentCode(totpSecret) });
      if (second.status !== 200) throw new Error(`second step failed: ${second.status} ${second.text}`);
    });
    secondSteps = step.catch(() => undefined);
    return step;
  }

  return {
    app,
    config,
    server,
    sql,
    inRequestScope: (work) => RequestContext.create(orm.em, work),
    client: () => TestClient.open(server),
    async signIn(credentials, totpSecret = ADMIN_TOTP_SECRET) {
      const client = await TestClient.open(server);
      const response = await client.post('/api/login', credentials);
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
      if (response.body.secondFactorRequired) await passSecondFactor(client, credentials.email, totpSecret);
      return client;
    },
    passSecondFactor,
    close: () => app.close(),
  };
}

/** The settings every test app runs with, and `env` over them. */
function testConfig(databaseUrl: string, env: Record<string, string>): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    // TEST_LOG_LEVEL=error (for example) shows the app's log lines on stderr while debugging a test.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl,
    FRONTEND_DIR: 'does-not-exist',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_EMAIL: DEMO.email,
    DEMO_PASSWORD: DEMO.password,
    DEMO_APPROVED_EMAIL: APPROVED_DEMO.email,
    DEMO_APPROVED_PASSWORD: APPROVED_DEMO.password,
    ADMIN_TOTP_SECRET,
    // The Writer's daily check limit (D20) is tested on its own (test/tools-daily-limit.int-spec.ts): the other
    // files check as writers far more than 20 times a day (the grammar evaluation alone runs 100 passages).
    TOOL_CHECKS_PER_DAY: '100000',
    ...env,
  });
}

/**
 * Another instance of the app on the test database (as a second server behind a load balancer would be), started
 * after `startTestApp` and without emptying or seeding it: it shares the tables and the job queue with that app.
 */
export async function startInstance(env: Record<string, string> = {}): Promise<NestExpressApplication> {
  return (await joinTestApp(env)).app;
}

/** `startInstance` with the test helpers (test/support/cluster.ts starts several). */
export async function joinTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(process.env.TEST_DATABASE_URL ?? '', env);
  const app = await createPenwrightApp(config, process.stderr);
  await app.init();
  return testAppOf(app, config);
}

/**
 * Readies the worker's database for a file's app, before that app starts: migrated once per run, the previous
 * file's rows and jobs gone, the scheduled jobs' last ticks forgotten. Before, not after: an app's job workers start
 * with it, and once took a message the previous file had queued and delivered it to this file's mail server, before
 * the tables were emptied (mail-delivery-after-outage.int-spec.ts saw two messages it never sent).
 *
 * Migrating: jest gives every file its own module registry, so a flag in this module cannot say the database was
 * migrated by an earlier file. The database says it: global-setup.mjs names the run (PENWRIGHT_TEST_RUN, which every
 * worker inherits), and the first file to migrate writes that name as the database's comment. A later file of the
 * same run skips the migrations, and does not load them or MikroORM's Migrator either (some 270 modules for jest to
 * compile per file); the next run, or another checkout's, migrates again.
 *
 * The ticks: as the previous file's app recorded them, forgotten, so this file's cron does not run the ticks missed
 * since (platform/jobs/job-queue.ts).
 */
async function prepareDatabase(databaseUrl: string): Promise<void> {
  const run = process.env.PENWRIGHT_TEST_RUN ?? '';
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const marker = `migrated by test run ${run}`;
    const { rows } = await client.query<{ comment: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = current_database()",
    );
    if (!run || rows[0]?.comment !== marker) {
      // Loaded here, only to migrate (src/main.ts loads them the same way).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { MIGRATIONS } = require('../../src/migrations') as typeof import('../../src/migrations');
      await runMigrations(databaseUrl, MIGRATIONS);
      if (run) await client.query(`COMMENT ON DATABASE "${new URL(databaseUrl).pathname.slice(1)}" IS '${marker}'`);
    }
    await emptyTables(async (query) => (await client.query(query)).rows);
    await client.query('DELETE FROM graphile_worker._private_known_crontabs');
  } finally {
    await client.end();
  }
}

/**
 * Empties every table for the next file's seeds, but keeps the originality index of the collective's published
 * texts (originality_documents of a kind other than 'submission', and their fingerprints). The seeds would write the
 * same rows again from the same texts, and fingerprinting 42 texts took one to seven seconds of every file's start
 * on a busy machine. What a file changed is put right by the seeds all the same: IndexPublishedTexts re-indexes a
 * text whose hash differs and drops one that is gone (tools-originality.int-spec.ts proves the seeds' indexing from
 * an empty index).
 *
 * DELETE, table by table with the referencing tables first, not TRUNCATE: a file leaves a few hundred rows, and
 * TRUNCATE gives each of some 60 tables and their indexes new files, which cost PostgreSQL about 0.5 s of CPU per
 * test file (DELETE of the same rows: a few hundredths). The sequences start again at 1, as RESTART IDENTITY did.
 */
async function emptyTables(sql: <T>(query: string) => Promise<T[]>): Promise<void> {
  const tables = await sql<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'mikro_orm_migrations'",
  );
  const references = await sql<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
     WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND c.conrelid <> c.confrelid`,
  );
  const sequences = await sql<{ name: string }>(
    "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'",
  );
  const ordered = referencingFirst(
    tables.map((table) => table.name),
    references,
  );
  const emptied = ordered.map((table) =>
    table === 'originality_documents'
      ? "DELETE FROM originality_documents WHERE kind = 'submission'"
      : table === 'originality_fingerprints'
        ? `DELETE FROM originality_fingerprints f USING originality_documents d
             WHERE d.id = f.document_id AND d.kind = 'submission'`
        : `DELETE FROM "${table}"`,
  );
  const restarted = sequences
    .filter((sequence) => sequence.name !== 'originality_documents_id_seq')
    .map((sequence) => `SELECT setval('"${sequence.name}"', 1, false)`);
  // One statement list, so one connection and one transaction.
  await sql(`BEGIN;
    ${[...emptied, ...restarted].join(';\n    ')};
    SELECT setval(pg_get_serial_sequence('originality_documents', 'id'),
      (SELECT coalesce(max(id), 0) + 1 FROM originality_documents), false);
    COMMIT`);
  // The job queue's jobs (platform/jobs): a job queued by the previous file names rows that are gone now.
  await sql('DELETE FROM graphile_worker._private_jobs');
}

/** `tables` ordered so that a table comes before every table it references (a foreign key's rows go first). */
function referencingFirst(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`emptyTables: the foreign keys through ${table} form a cycle`);
    visiting.add(table);
    for (const reference of references) if (reference.parent === table) place(reference.child);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  tables.forEach(place);
  return ordered;
}
