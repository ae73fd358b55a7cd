import type { ApplicationStatus } from '../../applications/domain/application';
import type { ListSort } from '../../../shared/domain/list-sort';

/** The editors' review queue is read one page at a time: thousands of applicants do not fit on one screen. */
export const REVIEW_PAGE = { min: 1, max: 1_000_000, default: 1 } as const;
export const REVIEW_PAGE_SIZE = { min: 1, max: 100, default: 20 } as const;
export const REVIEW_SEARCH_MAX_LENGTH = 100;

/** What the Applications tab can be sorted by (`sortBy`): the applicant's name, the status, when they applied. */
export const REVIEW_SORT_FIELDS = ['name', 'status', 'createdAt'] as const;
export type ReviewSortField = (typeof REVIEW_SORT_FIELDS)[number];

/** Which applications an editor asked for, and which page of them. */
export interface ReviewQueueQuery {
  /** Null for every status. */
  status: ApplicationStatus | null;
  /** Matched, case-insensitively and literally, in the applicant's name, email and username; null for all. */
  search: string | null;
  /** Null: the queue's order (awaiting a decision first). */
  sort: ListSort<ReviewSortField>;
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
