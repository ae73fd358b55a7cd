import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261204000000_payouts } from './Migration20261204000000_payouts';
import { Migration20261205100000_payouts_queue_order } from './Migration20261205100000_payouts_queue_order';
import { Migration20261231100000_payout_accounts_transfers } from './Migration20261231100000_payout_accounts_transfers';
import { Migration20270106100000_payout_transfer_requested } from './Migration20270106100000_payout_transfer_requested';

/** The payouts module's migrations: the tables it owns. */
export const payoutsMigrations: MigrationObject[] = [
  { name: 'Migration20261204000000_payouts', class: Migration20261204000000_payouts },
  { name: 'Migration20261205100000_payouts_queue_order', class: Migration20261205100000_payouts_queue_order },
  {
    name: 'Migration20261231100000_payout_accounts_transfers',
    class: Migration20261231100000_payout_accounts_transfers,
  },
  {
    name: 'Migration20270106100000_payout_transfer_requested',
    class: Migration20270106100000_payout_transfer_requested,
  },
];
