import type { MigrationObject } from '@mikro-orm/core';
import { defineConfig } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { contextEntityManager } from './request-scope';

const knexLogger = new Logger('Database');

/**
 * The one MikroORM configuration, used by the app, the CLI and the integration tests. `migrationsList`: every
 * module's migrations (src/migrations.ts), only where they are run (bootstrap's `runMigrations`, which adds the
 * Migrator extension: the app's own ORM never migrates, and @mikro-orm/migrations with umzug and its command-line
 * tooling is some 220 modules a server that only serves need not load).
 */
export function ormOptions(clientUrl: string, migrationsList: MigrationObject[] = [], debug = false) {
  return defineConfig({
    clientUrl,
    // Each module registers its EntitySchemas with forFeature; autoLoadEntities collects them.
    debug,
    // Entities are EntitySchema definitions; no reflection or decorators are needed.
    discovery: { warnWhenNoEntities: false },
    // While the database is unreachable a request waits at most 5 s for a connection, then answers 503.
    pool: { min: 1, max: 10, acquireTimeoutMillis: 5000 },
    driverOptions: {
      connection: { connectionTimeoutMillis: 5000 },
      // A failed statement's error starts with the statement as sent, not with knex's rendering of its bindings:
      // StatementsOutOfErrors (driver-errors.ts) then takes it off exactly.
      compileSqlOnError: false,
      // knex's own warnings (a connection lost while the database is away) go to the app's log, not console.log.
      log: {
        warn: (message: string) => knexLogger.warn(message),
        error: (message: string) => knexLogger.error(message),
      },
    },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    context: contextEntityManager,
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  });
}
