import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261204000000_payouts } from './Migration20261204000000_payouts';

/** The payouts module's migrations: the tables it owns. */
export const payoutsMigrations: MigrationObject[] = [
  { name: 'Migration20261204000000_payouts', class: Migration20261204000000_payouts },
];
