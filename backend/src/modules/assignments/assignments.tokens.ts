export const ASSIGNMENT_REPOSITORY = Symbol('ASSIGNMENT_REPOSITORY');
/** The seed's writer of the approved demo member's past work (SeedWorkHistory). */
export const WORK_HISTORY_WRITER = Symbol('WORK_HISTORY_WRITER');
/** Reviews kept, and the member's work records read for their activity (ListMemberActivity). */
export const WORK_RECORDS = Symbol('WORK_RECORDS');
/** The seeded briefs and work history (infrastructure/seed), for SeedAssignments and SeedWorkHistory. */
export const ASSIGNMENT_SEED = Symbol('ASSIGNMENT_SEED');
export const ASSIGNMENTS_PERSONAL_DATA = Symbol('ASSIGNMENTS_PERSONAL_DATA');
/** The review desk's comments and replies (D22). */
export const REVIEW_COMMENTS = Symbol('REVIEW_COMMENTS');
