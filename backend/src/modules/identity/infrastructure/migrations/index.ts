import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000001_identity } from './Migration20261122000001_identity';
import { Migration20261224100000_identity_account_links } from './Migration20261224100000_identity_account_links';
import { Migration20261230100000_identity_change_email_links } from './Migration20261230100000_identity_change_email_links';
import { Migration20261229300000_identity_passkeys } from './Migration20261229300000_identity_passkeys';
import { Migration20261226300000_identity_two_factor } from './Migration20261226300000_identity_two_factor';

/** The identity module's migrations: the tables it owns. */
export const identityMigrations: MigrationObject[] = [
  { name: 'Migration20261122000001_identity', class: Migration20261122000001_identity },
  {
    name: 'Migration20261224100000_identity_account_links',
    class: Migration20261224100000_identity_account_links,
  },
  { name: 'Migration20261226300000_identity_two_factor', class: Migration20261226300000_identity_two_factor },
  { name: 'Migration20261229300000_identity_passkeys', class: Migration20261229300000_identity_passkeys },
  {
    name: 'Migration20261230100000_identity_change_email_links',
    class: Migration20261230100000_identity_change_email_links,
  },
];
