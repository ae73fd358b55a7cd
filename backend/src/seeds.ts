import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { INestApplicationContext, Type } from '@nestjs/common';
import { SeedIdentity } from './modules/identity/application/seed-identity';
import { SeedContent } from './modules/content/application/seed-content';
import { SeedApplications } from './modules/applications/application/seed-applications';
import { SeedAssessment } from './modules/assessment/application/seed-assessment';
import { SeedBilling } from './modules/billing/application/seed-billing';
import { SeedAssignments } from './modules/assignments/application/seed-assignments';
import { SeedWorkHistory } from './modules/assignments/application/seed-work-history';
import { SeedPayoutAccount } from './modules/payouts/application/seed-payout-account';
import { IndexPublishedTexts } from './modules/tools/application/originality/index-published-texts';

interface Seeder {
  execute(): Promise<void>;
}

/** Each module's seed use case, in dependency order. Every one is idempotent. */
const SEEDERS: Type<Seeder>[] = [
  SeedIdentity,
  SeedBilling,
  SeedApplications,
  SeedAssessment,
  SeedContent,
  // the originality index of the published texts, before the seeded submissions are compared with it
  IndexPublishedTexts,
  SeedAssignments,
  SeedWorkHistory,
  SeedPayoutAccount,
];

export async function runSeeds(app: INestApplicationContext): Promise<void> {
  const orm = app.get(MikroORM);
  for (const seeder of SEEDERS) {
    await RequestContext.create(orm.em, () => app.get(seeder).execute());
  }
}
