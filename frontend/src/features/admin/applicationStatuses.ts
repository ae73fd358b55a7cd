import type { ApplicationStatus } from '../applications/applicationsApi';

/** In the queue's own order: awaiting a decision first. (Apart from the tab's code: the console's address reads it.) */
export const APPLICATION_STATUSES: ApplicationStatus[] = ['pending', 'quiz_required', 'approved', 'rejected'];
