import type { AssignmentSeedData } from '../../application/ports/assignment-seed';
import { SEED_BRIEFS } from './assignment-briefs.seed';
import { WORK_HISTORY } from './work-history.seed';

/** The seeded work in the domain's shape, handed to SeedAssignments and SeedWorkHistory by the module. */
export const ASSIGNMENT_SEED_DATA: AssignmentSeedData = {
  briefs: SEED_BRIEFS,
  workHistory: WORK_HISTORY,
};
