import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122002001_audit_log } from './Migration20261122002001_audit_log';
import { Migration20261122005100_audit_log_browsing } from './Migration20261122005100_audit_log_browsing';

/** The audit module's migrations: the table it owns. */
export const auditMigrations: MigrationObject[] = [
  { name: 'Migration20261122002001_audit_log', class: Migration20261122002001_audit_log },
  { name: 'Migration20261122005100_audit_log_browsing', class: Migration20261122005100_audit_log_browsing },
];
