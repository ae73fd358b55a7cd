import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122002000_applications } from './Migration20261122002000_applications';
import { Migration20261122004000_applicant_details } from './Migration20261122004000_applicant_details';
import { Migration20261122005000_applications_review_queue } from './Migration20261122005000_applications_review_queue';
import { Migration20261201000000_application_reapply } from './Migration20261201000000_application_reapply';

/** The applications module's migrations: the tables it owns. */
export const applicationsMigrations: MigrationObject[] = [
  { name: 'Migration20261122002000_applications', class: Migration20261122002000_applications },
  { name: 'Migration20261122004000_applicant_details', class: Migration20261122004000_applicant_details },
  {
    name: 'Migration20261122005000_applications_review_queue',
    class: Migration20261122005000_applications_review_queue,
  },
  { name: 'Migration20261201000000_application_reapply', class: Migration20261201000000_application_reapply },
];
