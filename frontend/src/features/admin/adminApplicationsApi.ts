import { baseApi } from '../../api/baseApi';
import type { ApplicationStatus } from '../applications/applicationsApi';
import type { ApplyAnswers } from '../billing/billing.types';

// The answers an application holds are the ones registration sent with it.
export type { ApplyAnswers };

/** Address, phone, genres and experience from the registration's first step. */
export interface ApplicantDetails {
  address: string;
  phone: string | null;
  preferredGenres: string | null;
  experience: string | null;
}

export interface ReviewAttempt {
  id: number;
  startedAt: string;
  completedAt: string | null;
  grading: 'submitted' | 'late' | 'expired' | null;
  answered: number;
  score: number | null;
  maxScore: number | null;
  passed: boolean | null;
}

/** One row of `GET /api/admin/applications`. */
export interface ApplicationForReview {
  id: number;
  status: ApplicationStatus;
  answers: ApplyAnswers | null;
  applicantDetails: ApplicantDetails | null;
  decisionNote: string | null;
  decidedAt: string | null;
  createdAt: string;
  applicant: { id: number; firstName: string; lastName: string; email: string; username: string } | null;
  attempts: ReviewAttempt[];
}

/** The query of `GET /api/admin/applications`; an absent status or search means every application. */
export interface ApplicationsQuery {
  status?: ApplicationStatus;
  /** Trimmed, 1 to 100 characters: part of the applicant's name, email or username. */
  search?: string;
  page: number;
  pageSize: number;
}

/** One page of the review queue (pending first, then newest); `total` counts every matching application. */
export interface ApplicationsPage {
  items: ApplicationForReview[];
  total: number;
  page: number;
  pageSize: number;
}

export const SEARCH_MAX_LENGTH = 100;

export type Decision = 'approved' | 'rejected';

const LIST_TAG = { type: 'Application', id: 'LIST' } as const;

export const adminApplicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApplicationsForReview: build.query<ApplicationsPage, ApplicationsQuery>({
      query: (params) => ({ url: '/api/admin/applications', params }),
      providesTags: (result) => [
        LIST_TAG,
        ...(result?.items ?? []).map((row) => ({ type: 'Application' as const, id: row.id })),
      ],
    }),
    decideApplication: build.mutation<
      { id: number; status: ApplicationStatus },
      { id: number; status: Decision; note: string }
    >({
      query: ({ id, ...body }) => ({ url: `/api/admin/applications/${id}`, method: 'PATCH', body }),
      // Every cached page, not only the one showing the row: a decision moves the row in the queue's order
      // and in or out of a status filter.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Application', id }, LIST_TAG]),
    }),
  }),
});

export const { useGetApplicationsForReviewQuery, useDecideApplicationMutation } = adminApplicationsApi;
