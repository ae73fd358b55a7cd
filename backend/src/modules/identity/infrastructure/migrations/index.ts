import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000001_identity } from './Migration20261122000001_identity';

/** The identity module's migrations: the tables it owns. */
export const identityMigrations: MigrationObject[] = [
  { name: 'Migration20261122000001_identity', class: Migration20261122000001_identity },
];
