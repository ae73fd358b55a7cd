import type { IdentitySeedData } from '../../application/ports/identity-seed';

/** The first administrator and the two demo members (README), handed to SeedIdentity. */
export const IDENTITY_SEED_DATA: IdentitySeedData = {
  admin: { firstName: 'Site', lastName: 'Administrator', username: 'admin' },
  demo: { firstName: 'Dana', lastName: 'Writer', username: 'demowriter' },
  approvedDemo: { firstName: 'Rosa', lastName: 'Lindqvist', username: 'rosalindqvist' },
};
