import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261203000000_assignments } from './Migration20261203000000_assignments';
import { Migration20261205000000_assignment_activity_times } from './Migration20261205000000_assignment_activity_times';
import { Migration20261223000000_assignment_reviews } from './Migration20261223000000_assignment_reviews';
import { Migration20270105400000_premium_assignments } from './Migration20270105400000_premium_assignments';
import { Migration20270106000000_assignment_premium_since } from './Migration20270106000000_assignment_premium_since';
import { Migration20270107000000_review_comments } from './Migration20270107000000_review_comments';

/** The assignments module's migrations: the tables it owns. */
export const assignmentsMigrations: MigrationObject[] = [
  { name: 'Migration20261203000000_assignments', class: Migration20261203000000_assignments },
  {
    name: 'Migration20261205000000_assignment_activity_times',
    class: Migration20261205000000_assignment_activity_times,
  },
  { name: 'Migration20261223000000_assignment_reviews', class: Migration20261223000000_assignment_reviews },
  { name: 'Migration20270105400000_premium_assignments', class: Migration20270105400000_premium_assignments },
  {
    name: 'Migration20270106000000_assignment_premium_since',
    class: Migration20270106000000_assignment_premium_since,
  },
  { name: 'Migration20270107000000_review_comments', class: Migration20270107000000_review_comments },
];
