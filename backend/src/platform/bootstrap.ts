import { MikroORM } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import { AppModule } from '../app.module';
import type { AppConfig } from '../config';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './database/embedded-database';
import { ormOptions } from './database/mikro-orm.options';
import { configureApp } from './http/configure-app';
import { persistedSessionSecret } from './config/session-secret';
import { createRootLogger, PinoNestLogger } from './logging/pino-nest-logger';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL with its data under DATA_DIR. */
export async function resolveDatabase(config: AppConfig): Promise<EmbeddedDatabase | null> {
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

export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const orm = await MikroORM.init(ormOptions(databaseUrl));
  try {
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}

/** `logDestination`: where log lines go instead of stdout (tests read them). */
export async function createApp(
  config: AppConfig,
  logDestination?: DestinationStream,
): Promise<NestExpressApplication> {
  config.sessionSecret ||= persistedSessionSecret(config.dataDir);
  const logger = createRootLogger(config.logLevel, logDestination);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    logger: new PinoNestLogger(logger),
    rawBody: false, // the JSON parser keeps the raw bytes itself (platform/http/json-body.ts)
    bodyParser: true,
  });
  configureApp(app, config, logger);
  return app;
}
