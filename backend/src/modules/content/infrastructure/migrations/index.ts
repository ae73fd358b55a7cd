import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122001000_content } from './Migration20261122001000_content';
import { Migration20261206120000_writing } from './Migration20261206120000_writing';
import { Migration20261228100000_newsletter } from './Migration20261228100000_newsletter';

/** The content module's migrations: the tables it owns. */
export const contentMigrations: MigrationObject[] = [
  { name: 'Migration20261122001000_content', class: Migration20261122001000_content },
  { name: 'Migration20261206120000_writing', class: Migration20261206120000_writing },
  { name: 'Migration20261228100000_newsletter', class: Migration20261228100000_newsletter },
];
