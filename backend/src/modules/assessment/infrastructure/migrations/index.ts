import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122002100_assessment } from './Migration20261122002100_assessment';
import { Migration20261201000100_quiz_attempts_by_application } from './Migration20261201000100_quiz_attempts_by_application';

/** The assessment module's migrations: the tables it owns. */
export const assessmentMigrations: MigrationObject[] = [
  { name: 'Migration20261122002100_assessment', class: Migration20261122002100_assessment },
  {
    name: 'Migration20261201000100_quiz_attempts_by_application',
    class: Migration20261201000100_quiz_attempts_by_application,
  },
];
