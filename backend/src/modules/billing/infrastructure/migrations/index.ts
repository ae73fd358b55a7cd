import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122003000_billing } from './Migration20261122003000_billing';

/** The billing module's migrations: the tables it owns. */
export const billingMigrations: MigrationObject[] = [
  { name: 'Migration20261122003000_billing', class: Migration20261122003000_billing },
];
