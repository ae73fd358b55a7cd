import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { backUpCluster, restoreCluster, runningServerPort, timestamp } from './platform/database/cluster-backup';
import { embeddedDatabaseUrl, startEmbeddedDatabase } from './platform/database/embedded-database';
import { loadEnvFile, REPO_ROOT, SettingsReader } from './platform/config/settings-reader';

/**
 * `node dist/src/backup.js backup [FILE]` and `node dist/src/backup.js restore FILE` (`make backup`, `make restore`):
 * the embedded PostgreSQL's cluster, copied while the app runs and put back while it is stopped
 * (platform/database/cluster-backup.ts; docs/operations.md, "Backups"). An external database (DATABASE_URL) is
 * backed up with its own server's pg_dump, as docs/operations.md says.
 */
const USAGE = 'Use: backup.js backup [FILE] | backup.js restore FILE';
const BACKUPS_DIR = join(REPO_ROOT, 'backups');

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  loadEnvFile();
  const read = new SettingsReader(process.env);
  if (read.has('DATABASE_URL')) {
    throw new Error(
      'DATABASE_URL is set: back that database up with pg_dump and pg_restore of its own version (docs/operations.md, "Backups")',
    );
  }
  const dataDir = read.path('DATA_DIR', '.data');
  const clusterDir = join(dataDir, 'postgres');
  if (command === 'backup') return backup(clusterDir, dataDir, read, file);
  if (command === 'restore' && file) return restore(clusterDir, dataDir, read, resolve(file));
  throw new Error(USAGE);
}

async function backup(clusterDir: string, dataDir: string, read: SettingsReader, file?: string): Promise<void> {
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) throw new Error(`No embedded database in ${clusterDir} to back up`);
  const target = resolve(file ?? join(BACKUPS_DIR, `penwright-${timestamp(new Date())}.tar.gz`));
  // The app's server when it runs (its port is in postmaster.pid); otherwise one started for the copy alone.
  const runningPort = runningServerPort(clusterDir);
  const started =
    runningPort === null
      ? await startEmbeddedDatabase({
          dataDir,
          port: read.int('EMBEDDED_PG_PORT', 54320, 1024, 65535),
          database: 'penwright',
          persistent: true,
        })
      : null;
  try {
    const port = runningPort ?? Number(new URL(started!.url).port);
    const done = await backUpCluster({ url: embeddedDatabaseUrl(port, 'postgres'), clusterDir, file: target });
    console.log(
      `Backed up ${clusterDir} to ${done.file} (${(done.bytes / 1e6).toFixed(1)} MB in ${done.ms} ms, ` +
        `consistent at WAL ${done.stopLsn})`,
    );
  } finally {
    await started?.stop();
  }
}

async function restore(clusterDir: string, dataDir: string, read: SettingsReader, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  const { previous } = await restoreCluster({ file, clusterDir });
  // The first start replays the copy's WAL: done here, so a broken archive shows now and not at the app's start.
  const server = await startEmbeddedDatabase({
    dataDir,
    port: read.int('EMBEDDED_PG_PORT', 54320, 1024, 65535),
    database: 'penwright',
    persistent: true,
  });
  await server.stop();
  console.log(`Restored ${file} into ${clusterDir}; it started and stopped cleanly.`);
  if (previous)
    console.log(`The cluster there before is in ${previous}: delete it once the app runs on the restored one.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
