import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261203000000_assignments } from './Migration20261203000000_assignments';

/** The assignments module's migrations: the tables it owns. */
export const assignmentsMigrations: MigrationObject[] = [
  { name: 'Migration20261203000000_assignments', class: Migration20261203000000_assignments },
];
