import type { ApplicationSeedData } from '../../application/ports/application-seed';

/** The demo members' applications (README: Dana Writer and Rosa Lindqvist), handed to SeedApplications. */
export const APPLICATION_SEED_DATA: ApplicationSeedData = {
  demoAnswers: {
    name: 'Dana Writer',
    writingTypes: ['Articles', 'Blog Posts', 'Email Newsletters'],
    involvement: ['Write Paid Articles/Complete Paid Writing Tasks/Paid Assignments', 'Improve My Skills'],
    acknowledgment: 'acknowledge',
  },
  approvedAnswers: {
    name: 'Rosa Lindqvist',
    writingTypes: ['Articles', 'Editorials', 'Websites/Webpages', 'E-books'],
    involvement: ['Write Paid Articles/Complete Paid Writing Tasks/Paid Assignments', 'Accelerate My Writing Career'],
    acknowledgment: 'acknowledge',
  },
  approvalNote: 'Strong assessment and two clean B2B samples. Welcome to the collective.',
};
