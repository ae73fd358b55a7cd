import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122003000_billing } from './Migration20261122003000_billing';
import { Migration20261210000000_billing_intents } from './Migration20261210000000_billing_intents';
import { Migration20261228000000_billing_sandbox_ledger } from './Migration20261228000000_billing_sandbox_ledger';
import { Migration20261231000000_billing_sandbox_payouts } from './Migration20261231000000_billing_sandbox_payouts';

/** The billing module's migrations: the tables it owns. */
export const billingMigrations: MigrationObject[] = [
  { name: 'Migration20261122003000_billing', class: Migration20261122003000_billing },
  { name: 'Migration20261210000000_billing_intents', class: Migration20261210000000_billing_intents },
  { name: 'Migration20261228000000_billing_sandbox_ledger', class: Migration20261228000000_billing_sandbox_ledger },
  { name: 'Migration20261231000000_billing_sandbox_payouts', class: Migration20261231000000_billing_sandbox_payouts },
];
