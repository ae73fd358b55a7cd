import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { backUpCluster, restoreCluster } from '../src/platform/database/cluster-backup';
import { embeddedDatabaseUrl } from '../src/platform/database/embedded-database';
import { APPROVED_DEMO, startTestApp, type TestApp } from './support/test-app';

/**
 * `make backup` and `make restore` (docs/operations.md, "Backups"): an embedded cluster with the seeded members,
 * their paid work, payouts and billing is copied while the app runs and a client keeps committing, restored into a
 * fresh folder and started there; every table holds what it held, every sum of cents is the same, and the rows the
 * client committed are a gap-free run that holds every one acknowledged before the copy began.
 */
describe('a backup of the embedded database', () => {
  const DATABASE = 'penwright_backup_test';
  let dir: string;
  let source: Cluster;
  let restored: Cluster | null = null;
  let t: TestApp;
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'penwright-backup-'));
    chmodSync(dir, 0o755); // as root, PostgreSQL runs as its own user and must reach the folder
    source = await startCluster(join(dir, 'source'), DATABASE);
    process.env.TEST_DATABASE_URL = source.url;
    t = await startTestApp();
  }, 60_000);
  afterAll(async () => {
    process.env.TEST_DATABASE_URL = testDatabaseUrl;
    await t?.close();
    await restored?.stop();
    await source?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores every row and every cent, consistent at one moment while the app ran', async () => {
    // Money in every place it is kept: the approved member's paid work and payouts, and a live subscription.
    const member = await t.signIn(APPROVED_DEMO);
    expect((await member.get('/api/earnings/me')).status).toBe(200);
    await t.sql('CREATE TABLE backup_probe (id serial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())');
    const before = await snapshot(source.url);
    for (const table of ['public.payouts', 'public.assignments', 'public.billing_sandbox_intents']) {
      expect(before.cents.some(([column, total]) => column.startsWith(`${table}.`) && total > 0)).toBe(true);
    }

    // A writer that commits one row after another throughout the copy.
    const writer = new Client({ connectionString: source.url });
    await writer.connect();
    let acknowledged = 0;
    let writing = true;
    const writes = (async () => {
      while (writing) {
        await writer.query('INSERT INTO backup_probe DEFAULT VALUES');
        acknowledged++;
      }
    })();
    while (acknowledged < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const acknowledgedBefore = acknowledged;
    const file = join(dir, 'backups', 'penwright-test.tar.gz');
    const backup = await backUpCluster({
      url: embeddedDatabaseUrl(Number(new URL(source.url).port), 'postgres'),
      clusterDir: join(dir, 'source', 'postgres'),
      file,
    });
    const acknowledgedAfter = acknowledged;
    writing = false;
    await writes;
    await writer.end();
    expect(backup.bytes).toBeGreaterThan(1_000_000);

    const clusterDir = join(dir, 'restored', 'postgres');
    expect(await restoreCluster({ file, clusterDir })).toEqual({ previous: null });
    restored = await startCluster(join(dir, 'restored'), DATABASE);
    const after = await snapshot(restored.url);

    expect(after.rows).toEqual(before.rows);
    expect(after.cents).toEqual(before.cents);
    const reader = new Client({ connectionString: restored.url });
    await reader.connect();
    const {
      rows: [probe],
    } = await reader.query<{ count: number; first: number; last: number }>(
      'SELECT count(*)::int AS count, min(id) AS first, max(id) AS last FROM backup_probe',
    );
    await reader.end();
    expect(probe.first).toBe(1);
    expect(probe.last).toBe(probe.count);
    expect(probe.count).toBeGreaterThanOrEqual(acknowledgedBefore);
    expect(probe.count).toBeLessThanOrEqual(acknowledgedAfter);
  }, 60_000);
});

/** Rows per table of every schema but PostgreSQL's own and the probe's, and the sum of every `*_cents` column. */
async function snapshot(url: string): Promise<{ rows: [string, number][]; cents: [string, number][] }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND tablename <> 'backup_probe' ORDER BY 1`,
    );
    const { rows: columns } = await client.query<{ tableName: string; column: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS "tableName", column_name AS column
       FROM information_schema.columns WHERE column_name LIKE '%\\_cents' AND table_schema = 'public' ORDER BY 1, 2`,
    );
    const counted = await client.query<{ name: string; count: number }>(
      tables.map(({ name }) => `SELECT '${name}' AS name, count(*)::int AS count FROM ${name}`).join(' UNION ALL '),
    );
    const summed = await client.query<{ name: string; total: number }>(
      columns
        .map(
          ({ tableName, column }) =>
            `SELECT '${tableName}.${column}' AS name, coalesce(sum(${column}), 0)::int AS total FROM ${tableName}`,
        )
        .join(' UNION ALL '),
    );
    const byName = (a: [string, number], b: [string, number]) => a[0].localeCompare(b[0]);
    return {
      rows: counted.rows.map((row): [string, number] => [row.name, row.count]).sort(byName),
      cents: summed.rows.map((row): [string, number] => [row.name, row.total]).sort(byName),
    };
  } finally {
    await client.end();
  }
}

interface Cluster {
  url: string;
  stop(): Promise<void>;
}

/** An embedded PostgreSQL on the cluster in `dataDir`/postgres (made when missing), in a process of its own. */
async function startCluster(dataDir: string, database: string): Promise<Cluster> {
  const script = join(__dirname, 'support', 'embedded-cluster.mjs');
  const child = spawn(process.execPath, [script, dataDir, String(await freePort()), database], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const ready = /ready (\S+)/.exec(printed);
      if (ready) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`the embedded PostgreSQL exited with ${code}`)));
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
