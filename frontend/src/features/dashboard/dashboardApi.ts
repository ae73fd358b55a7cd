import { baseApi } from '../../api/baseApi';
import type { ApiSchema } from '../../api/contract';

/**
 * The member's paid work (spec sections 3 and 7, D9): assignments, payouts and earnings. Money is a decimal
 * string with two places on the wire ("60.00"); see money.ts for reading and showing it.
 */
export type Assignment = ApiSchema<'AssignmentView'>;
export type AssignmentStatus = Assignment['status'];
export type AssignmentType = Assignment['type'];
/** `GET /api/assignments`: open work, premium work (D20) with when it opens to every member. */
export type BoardAssignment = ApiSchema<'BoardAssignmentView'>;

/** `GET /api/assignments/me/activity`: one event of the member's work (each version, each review), newest first. */
export type WorkActivity = ApiSchema<'WorkActivityView'>;

/** `GET /api/payouts/me`: one payout per completed assignment, newest first. */
export type Payout = ApiSchema<'PayoutView'>;
export type PayoutStatus = Payout['status'];

/** `GET /api/earnings/me` (D9): total = every payout, pending = pending + processing, completed = paid. */
export type Earnings = ApiSchema<'EarningsView'>;

/** `POST /api/payouts/request`'s answer: how many pending payouts were requested, for how much. */
export type PayoutRequestResult = ApiSchema<'PayoutRequestResult'>;

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAvailableAssignments: build.query<BoardAssignment[], void>({
      query: () => '/api/assignments',
      providesTags: ['Assignment'],
    }),
    getMyAssignments: build.query<Assignment[], void>({
      query: () => '/api/assignments/me',
      providesTags: ['Assignment'],
    }),
    getMyActivity: build.query<WorkActivity[], void>({
      query: () => '/api/assignments/me/activity',
      providesTags: ['Assignment'],
    }),
    /** 403 names what eligibility lacks (D2 step 6); 409 when taken, closed or beyond the claim limit. */
    acceptAssignment: build.mutation<Assignment, number>({
      query: (id) => ({ url: `/api/assignments/${id}/accept`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Assignment'] : []),
    }),
    saveDraft: build.mutation<Assignment, { id: number; content: string }>({
      query: ({ id, content }) => ({ url: `/api/assignments/${id}/draft`, method: 'PUT', body: { content } }),
      invalidatesTags: (result) => (result ? ['Assignment', 'Progress'] : []),
    }),
    submitAssignment: build.mutation<Assignment, { id: number; content: string }>({
      query: ({ id, content }) => ({ url: `/api/assignments/${id}/submit`, method: 'POST', body: { content } }),
      invalidatesTags: (result) => (result ? ['Assignment', 'Progress'] : []),
    }),

    getMyPayouts: build.query<Payout[], void>({
      query: () => '/api/payouts/me',
      providesTags: ['Payout'],
    }),
    // Earnings are sums of payouts, so they share the tag: anything that changes payouts refreshes them.
    getMyEarnings: build.query<Earnings, void>({
      query: () => '/api/earnings/me',
      providesTags: ['Payout'],
    }),
    /** 409 below PAYOUT_MINIMUM (the message gives the minimum and the member's pending amount). */
    requestPayout: build.mutation<PayoutRequestResult, void>({
      query: () => ({ url: '/api/payouts/request', method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Payout'] : []),
    }),
  }),
});

export const {
  useGetAvailableAssignmentsQuery,
  useGetMyAssignmentsQuery,
  useGetMyActivityQuery,
  useAcceptAssignmentMutation,
  useSaveDraftMutation,
  useSubmitAssignmentMutation,
  useGetMyPayoutsQuery,
  useGetMyEarningsQuery,
  useRequestPayoutMutation,
} = dashboardApi;
