import 'reflect-metadata';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { loadConfig, type AppConfig } from './config';
import { loadEnvFile } from './platform/config/settings-reader';
import { resolveDatabase, runMigrations } from './platform/bootstrap';
import { createPenwrightApp } from './app';
import { drainableServer, type HttpDrain } from './platform/http/drain';
import { runSeeds } from './seeds';
import { Readiness } from './platform/health/readiness';

/**
 * `node dist/src/main.js [migrate] [seed] [serve]` runs the named steps in order against one
 * database (default: serve). Migrations run only when asked for, never as a side effect of serving.
 */
const STEPS = ['migrate', 'seed', 'serve'] as const;
type Step = (typeof STEPS)[number];
/** After the drain (SHUTDOWN_DRAIN_SECONDS): the time in-flight requests, jobs and pools get to end. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Long enough for the work a start leaves running (the first renders, the job queue's start) to end. */
const START_UP_SETTLE_MS = 5_000;

async function main(): Promise<void> {
  const steps = parseSteps(process.argv.slice(2));
  loadEnvFile();
  const config = loadConfig();
  const embedded = await resolveDatabase(config);
  const stopDatabase = async () => embedded?.stop();
  let app: NestExpressApplication | null = null;
  let http: HttpDrain | null = null;

  // Installed before the first step: a signal during migrate or seed must stop the embedded database too
  // (its own exit hook is removed, see embedded-database.ts). Migrations are all-or-nothing, so an
  // interrupted run leaves the schema as it was.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: ${app ? 'draining requests' : 'stopping'}`);
    setTimeout(() => process.exit(1), config.shutdownDrainSeconds * 1000 + SHUTDOWN_GRACE_MS).unref();
    app?.get(Readiness).drain(); // readiness answers 503 from now on, so the load balancer sends no new requests
    // The HTTP server first (Nest's close() would close it after the modules: platform/http/drain.ts), then the
    // application: the job queue's runners, the pools.
    await http?.drain(config.shutdownDrainSeconds * 1000);
    await app?.close();
    await stopDatabase();
    process.exit(app ? 0 : 1);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    if (steps.includes('migrate')) {
      // Loaded only to migrate: the migrations and MikroORM's Migrator are no part of a server that only serves.
      const { MIGRATIONS } = await import('./migrations.js');
      const applied = await runMigrations(config.databaseUrl, MIGRATIONS);
      console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date');
    }
    if (steps.includes('seed')) await seed(config);
  } catch (error) {
    await stopDatabase();
    throw error;
  }
  if (!steps.includes('serve')) return stopDatabase();

  app = await createPenwrightApp(config);
  http = drainableServer(app.getHttpServer());
  await (config.host ? app.listen(config.port, config.host) : app.listen(config.port));
  console.log(`${config.brand.brandName} is serving on http://localhost:${config.port}`);
  setTimeout(collectStartUpGarbage, START_UP_SETTLE_MS).unref();
}

/**
 * Starting (the migrations, the seed's own application context, the first renders) leaves about 50 MB of garbage
 * that V8 collects only when new allocations press it to, which an idle server never does (issue 29: a server
 * idles small; docs/operations.md, "Memory"). One full collection, once, gives it back. `--expose-gc` set at run
 * time reaches the collector in a new context, as jest's `--logHeapUsage` does; it is unset again at once.
 */
function collectStartUpGarbage(): void {
  try {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    setFlagsFromString('--no-expose-gc');
    collect();
  } catch (error) {
    // A runtime that refuses the flag keeps its garbage until V8 collects it: never a reason to stop serving.
    console.warn(`start-up garbage not collected: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function seed(config: AppConfig): Promise<void> {
  const context = await NestFactory.createApplicationContext(AppModule.register(config), { logger: ['error', 'warn'] });
  try {
    await runSeeds(context);
    console.log('Seed data is in place');
  } finally {
    await context.close();
  }
}

function parseSteps(args: string[]): Step[] {
  const unknown = args.filter((arg) => !(STEPS as readonly string[]).includes(arg));
  if (unknown.length) throw new Error(`Unknown step(s): ${unknown.join(', ')}. Use: ${STEPS.join(', ')}`);
  return args.length ? (args as Step[]) : ['serve'];
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
