import { baseApi } from '../../api/baseApi';
import type { ApplicationStatus } from '../applications/applicationsApi';

export interface ApplyAnswers {
  name: string;
  writingTypes: string[];
  otherWritingType?: string;
  involvement: string[];
  acknowledgment: 'acknowledge' | 'decline';
}

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

export type Decision = 'approved' | 'rejected';

export const adminApplicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApplicationsForReview: build.query<ApplicationForReview[], void>({
      query: () => '/api/admin/applications',
      providesTags: (rows = []) => [
        { type: 'Application', id: 'LIST' },
        ...rows.map((row) => ({ type: 'Application' as const, id: row.id })),
      ],
    }),
    decideApplication: build.mutation<
      { id: number; status: ApplicationStatus },
      { id: number; status: Decision; note: string }
    >({
      query: ({ id, ...body }) => ({ url: `/api/admin/applications/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Application', id }]),
    }),
  }),
});

export const { useGetApplicationsForReviewQuery, useDecideApplicationMutation } = adminApplicationsApi;
