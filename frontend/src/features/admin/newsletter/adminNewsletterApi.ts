import { baseApi } from '../../../api/baseApi';
import type { ApiBody, ApiQuery, ApiResponse, ApiSchema } from '../../../api/contract';
import type { Paging } from '../list/usePagedListArgs';

/** An issue with its delivery counts (queued, sent, failed), as the Newsletter tab lists it (D18). */
export type NewsletterIssueView = ApiSchema<'NewsletterIssueView'>;
export type NewsletterIssue = ApiSchema<'NewsletterIssue'>;
export type IssueInput = ApiBody<'/api/admin/newsletter/issues', 'post'>;
export type IssuePreview = ApiSchema<'IssuePreview'>;
export type NewsletterSubscription = ApiSchema<'NewsletterSubscription'>;
export type SubscriptionState = NewsletterSubscription['state'];
export type SubscribersQuery = ApiQuery<'/api/admin/newsletter/subscribers', 'get'> & Paging;

/** The server's limits (domain/newsletter/newsletter-issue.ts). */
export const TITLE_MAX = 150;
export const BODY_MAX = 20000;

/** The CSV download of the subscribers in a state (or all): a plain link, which the browser saves. */
export const subscribersCsvUrl = (state: SubscriptionState | undefined) =>
  `/api/admin/newsletter/subscribers/csv${state ? `?state=${state}` : ''}`;

export const adminNewsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNewsletterIssues: build.query<ApiResponse<'/api/admin/newsletter/issues', 'get'>, void>({
      query: () => '/api/admin/newsletter/issues',
      providesTags: ['Newsletter'],
    }),
    createNewsletterIssue: build.mutation<NewsletterIssue, IssueInput>({
      query: (body) => ({ url: '/api/admin/newsletter/issues', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Newsletter']),
    }),
    updateNewsletterIssue: build.mutation<NewsletterIssue, IssueInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/newsletter/issues/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Newsletter'],
    }),
    // A preview is asked for each time: the draft may have changed since.
    previewNewsletterIssue: build.query<IssuePreview, number>({
      query: (id) => `/api/admin/newsletter/issues/${id}/preview`,
      keepUnusedDataFor: 0,
    }),
    sendNewsletterTest: build.mutation<ApiResponse<'/api/admin/newsletter/issues/{id}/test', 'post'>, number>({
      query: (id) => ({ url: `/api/admin/newsletter/issues/${id}/test`, method: 'POST' }),
    }),
    // Refreshed even on failure: a 409 means the issue went out already (from another tab).
    sendNewsletterIssue: build.mutation<NewsletterIssue, number>({
      query: (id) => ({ url: `/api/admin/newsletter/issues/${id}/send`, method: 'POST' }),
      invalidatesTags: ['Newsletter'],
    }),
    getNewsletterSubscribers: build.query<ApiSchema<'SubscribersPage'>, SubscribersQuery>({
      query: (params) => ({ url: '/api/admin/newsletter/subscribers', params }),
      providesTags: ['Newsletter'],
    }),
  }),
});

export const {
  useGetNewsletterIssuesQuery,
  useCreateNewsletterIssueMutation,
  useUpdateNewsletterIssueMutation,
  useLazyPreviewNewsletterIssueQuery,
  useSendNewsletterTestMutation,
  useSendNewsletterIssueMutation,
  useGetNewsletterSubscribersQuery,
} = adminNewsletterApi;
