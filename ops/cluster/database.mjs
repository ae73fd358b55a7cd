#!/usr/bin/env node
// The cluster's one embedded PostgreSQL, in a process of its own (cluster.mjs starts it detached, so a Ctrl-C in
// the terminal reaches the launcher alone, which stops the instances before the database). It is the app's own
// embedded database (backend/src/platform/database/embedded-database.ts, from the build), on EMBEDDED_PG_PORT with
// its data under DATA_DIR/postgres, as `make start` runs it. Prints one JSON line, { "url": ... }, once it answers;
// stops the server on SIGTERM or SIGINT.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startEmbeddedDatabase } = require(
  fileURLToPath(new URL('../../backend/dist/src/platform/database/embedded-database.js', import.meta.url)),
);

const database = await startEmbeddedDatabase({
  dataDir: process.env.DATA_DIR,
  port: Number(process.env.EMBEDDED_PG_PORT),
  database: 'penwright',
  persistent: true,
});
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await database.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdout.write(`${JSON.stringify({ url: database.url })}\n`);
