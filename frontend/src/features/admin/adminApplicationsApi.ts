import { baseApi } from '../../api/baseApi';
import type { ApiBody, ApiQuery, ApiResponse, ApiSchema } from '../../api/contract';

/** The answers an application holds are the ones registration sent with it. */
export type ApplyAnswers = ApiSchema<'ApplyAnswers'>;
/** Address, phone, genres and experience from the registration's first step. */
export type ApplicantDetails = ApiSchema<'ApplicantDetails'>;
/** One row of `GET /api/admin/applications`. */
export type ApplicationForReview = ApiSchema<'ApplicationForReview'>;
export type ReviewAttempt = ApplicationForReview['attempts'][number];
/** One page of the review queue (pending first, then newest); `total` counts every matching application. */
export type ApplicationsPage = ApiSchema<'ApplicationsForReviewPage'>;

/**
 * The query of `GET /api/admin/applications`; an absent status or search means every application. The tab
 * always names its page.
 */
export type ApplicationsQuery = ApiQuery<'/api/admin/applications', 'get'> & { page: number; pageSize: number };

type DecisionBody = ApiBody<'/api/admin/applications/{id}', 'patch'>;
export type Decision = DecisionBody['status'];

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
      ApiResponse<'/api/admin/applications/{id}', 'patch'>,
      { id: number } & Required<DecisionBody>
    >({
      query: ({ id, ...body }) => ({ url: `/api/admin/applications/${id}`, method: 'PATCH', body }),
      // Every cached page, not only the one showing the row: a decision moves the row in the queue's order
      // and in or out of a status filter.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Application', id }, LIST_TAG]),
    }),
  }),
});

export const { useGetApplicationsForReviewQuery, useDecideApplicationMutation } = adminApplicationsApi;
