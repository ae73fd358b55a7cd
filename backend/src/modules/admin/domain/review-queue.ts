import type { ApplicationStatus } from '../../applications/domain/application';

/** The editors' review queue is read one page at a time: thousands of applicants do not fit on one screen. */
export const REVIEW_PAGE = { min: 1, max: 1_000_000, default: 1 } as const;
export const REVIEW_PAGE_SIZE = { min: 1, max: 100, default: 20 } as const;
export const REVIEW_SEARCH_MAX_LENGTH = 100;

/** Which applications an editor asked for, and which page of them. */
export interface ReviewQueueQuery {
  /** Null for every status. */
  status: ApplicationStatus | null;
  /** Matched, case-insensitively and literally, in the applicant's name, email and username; null for all. */
  search: string | null;
  page: number;
  pageSize: number;
}

/**
 * One page of the queue: pending first, then waiting for the quiz, then decided; newest first within each.
 * `total` counts the applications matching the query across all pages.
 */
export interface ReviewQueuePage {
  applicationIds: number[];
  total: number;
}
