import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261208000000_originality } from './Migration20261208000000_originality';

/** The tools module's migrations: the originality index and reports it owns. */
export const toolsMigrations: MigrationObject[] = [
  { name: 'Migration20261208000000_originality', class: Migration20261208000000_originality },
];
