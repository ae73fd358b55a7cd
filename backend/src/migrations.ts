import type { MigrationObject } from '@mikro-orm/core';
import { platformMigrations } from './platform/database/migrations';
import { identityMigrations } from './modules/identity/infrastructure/migrations';
import { contentMigrations } from './modules/content/infrastructure/migrations';
import { applicationsMigrations } from './modules/applications/infrastructure/migrations';
import { assessmentMigrations } from './modules/assessment/infrastructure/migrations';
import { billingMigrations } from './modules/billing/infrastructure/migrations';
import { auditMigrations } from './modules/audit/infrastructure/migrations';
import { assignmentsMigrations } from './modules/assignments/infrastructure/migrations';
import { payoutsMigrations } from './modules/payouts/infrastructure/migrations';
import { toolsMigrations } from './modules/tools/infrastructure/migrations';
import { mailMigrations } from './modules/mail/infrastructure/migrations';
import { mentoringMigrations } from './modules/mentoring/infrastructure/migrations';

/**
 * Every module's migrations (each in `modules/<module>/infrastructure/migrations/`, creating the tables the
 * module owns), run in the order of their timestamped names, as MikroORM ran them from one folder before.
 */
export const MIGRATIONS: MigrationObject[] = [
  ...platformMigrations,
  ...identityMigrations,
  ...contentMigrations,
  ...applicationsMigrations,
  ...assessmentMigrations,
  ...billingMigrations,
  ...auditMigrations,
  ...assignmentsMigrations,
  ...payoutsMigrations,
  ...toolsMigrations,
  ...mailMigrations,
  ...mentoringMigrations,
].sort((a, b) => a.name.localeCompare(b.name));
