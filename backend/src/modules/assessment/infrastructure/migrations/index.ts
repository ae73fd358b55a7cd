import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122002100_assessment } from './Migration20261122002100_assessment';

/** The assessment module's migrations: the tables it owns. */
export const assessmentMigrations: MigrationObject[] = [
  { name: 'Migration20261122002100_assessment', class: Migration20261122002100_assessment },
];
