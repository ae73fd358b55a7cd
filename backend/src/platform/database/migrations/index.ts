import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000002_rate_limits } from './Migration20261122000002_rate_limits';

/** The platform's own tables (the rate limiter's counters). */
export const platformMigrations: MigrationObject[] = [
  { name: 'Migration20261122000002_rate_limits', class: Migration20261122000002_rate_limits },
];
