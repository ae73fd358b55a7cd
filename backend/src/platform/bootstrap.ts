import type { MigrationObject } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger as WorkerLogger, runMigrations as migrateJobQueue } from 'graphile-worker';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import type { DestinationStream } from 'pino';
import type { PlatformSettings } from './config/platform-settings';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './database/embedded-database';
import { ormOptions } from './database/mikro-orm.options';
import { configureApp } from './http/configure-app';
import { applyServerTimeouts } from './http/server-timeouts';
import type { PageSources } from './http/page-sources';
import { persistedSessionSecret } from './config/session-secret';
import { createRootLogger, PinoNestLogger } from './logging/pino-nest-logger';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL with its data under DATA_DIR. */
export async function resolveDatabase(config: PlatformSettings): Promise<EmbeddedDatabase | null> {
  if (config.databaseUrl) return null;
  const embedded = await startEmbeddedDatabase({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    database: config.nodeEnv === 'test' ? 'penwright_test' : 'penwright',
    persistent: true,
  });
  config.databaseUrl = embedded.url;
  return embedded;
}

/**
 * `migrations`: every module's, from the composition root (src/migrations.ts); then the job queue's own schema
 * (graphile-worker's `graphile_worker`, platform/jobs), which its package migrates and versions itself. The Migrator
 * is loaded here, when migrations run, not with the app (mikro-orm.options.ts).
 */
export async function runMigrations(databaseUrl: string, migrations: MigrationObject[]): Promise<string[]> {
  const { Migrator } = await import('@mikro-orm/migrations');
  const orm = await MikroORM.init({ ...ormOptions(databaseUrl, migrations), extensions: [Migrator] });
  try {
    const applied = await orm.getMigrator().up();
    await migrateJobQueue({ connectionString: databaseUrl, logger: quietWorkerLogger });
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}

const quietWorkerLogger = new WorkerLogger(() => () => undefined);

/** What the composition root (src/app.ts) hands the platform besides its settings. */
export interface AppParts {
  /** The root module (the platform's and every module), made once the session secret is settled. */
  rootModule: () => DynamicModule;
  /** Third-party origins the modules' pages load from. */
  pageSources: PageSources;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

export async function createApp(config: PlatformSettings, parts: AppParts): Promise<NestExpressApplication> {
  config.sessionSecret ||= persistedSessionSecret(config.dataDir);
  const logger = createRootLogger(config.logLevel, parts.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(parts.rootModule(), {
    logger: new PinoNestLogger(logger),
    rawBody: false, // the JSON parser keeps the raw bytes itself (platform/http/json-body.ts)
    bodyParser: true,
  });
  configureApp(app, config, logger, parts.pageSources);
  applyServerTimeouts(app.getHttpServer() as Server, config.httpTimeouts);
  return app;
}
