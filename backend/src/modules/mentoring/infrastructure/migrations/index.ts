import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261228000000_one_to_one_requests } from './Migration20261228000000_one_to_one_requests';

/** The mentoring module's migrations: the tables it owns. */
export const mentoringMigrations: MigrationObject[] = [
  { name: 'Migration20261228000000_one_to_one_requests', class: Migration20261228000000_one_to_one_requests },
];
