import type { ReviewQueuePage, ReviewQueueQuery } from '../../domain/review-queue';

/**
 * The Applications tab's page and applicant search. It filters applications by their applicant's name, e-mail
 * and username, so it reads two modules' tables: a declared read-side query
 * (`infrastructure/read-side/review-queue.read-query.ts`), which decides only which applications form the page.
 * Their data then comes from their owners' services.
 */
export interface ReviewQueue {
  page(query: ReviewQueueQuery): Promise<ReviewQueuePage>;
}
