import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122001000_content } from './Migration20261122001000_content';

/** The content module's migrations: the tables it owns. */
export const contentMigrations: MigrationObject[] = [
  { name: 'Migration20261122001000_content', class: Migration20261122001000_content },
];
