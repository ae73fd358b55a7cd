import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from '../../migrations';
import { contextEntityManager } from './request-scope';

/** The one MikroORM configuration, used by the app, the CLI and the integration tests. */
export function ormOptions(clientUrl: string, debug = false) {
  return defineConfig({
    clientUrl,
    // Each module registers its EntitySchemas with forFeature; autoLoadEntities collects them.
    extensions: [Migrator],
    debug,
    // Entities are EntitySchema definitions; no reflection or decorators are needed.
    discovery: { warnWhenNoEntities: false },
    pool: { min: 1, max: 10 },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    context: contextEntityManager,
    migrations: {
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  });
}
