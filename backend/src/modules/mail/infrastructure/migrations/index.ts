import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261201000000_mail } from './Migration20261201000000_mail';

/** The mail module's migrations: the outbox and the members' preferences. */
export const mailMigrations: MigrationObject[] = [
  { name: 'Migration20261201000000_mail', class: Migration20261201000000_mail },
];
