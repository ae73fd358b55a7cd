import type { ApiQuery, ApiSchema } from '../../../api/contract';
import type { Paging } from '../list/usePagedListArgs';
import { adminApi, OVERVIEW, PAYOUTS } from './adminApi';

/** One row of the Payouts tab: the payout, and whose it is ('Unknown User' once the account is gone). */
export type AdminPayout = ApiSchema<'AdminPayoutView'>;
export type AdminPayoutsPage = ApiSchema<'AdminPayoutsPage'>;
export type PayoutStatus = AdminPayout['status'];
export type PayoutsQuery = ApiQuery<'/api/admin/payouts', 'get'> & Paging;

export const adminPayoutsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminPayouts: build.query<AdminPayoutsPage, PayoutsQuery>({
      query: (params) => ({ url: '/api/admin/payouts', params }),
      providesTags: [PAYOUTS],
    }),
    // Refreshed on failure too: a 409 means another editor moved the payout meanwhile. The assignment's page
    // shows its payout.
    updatePayout: build.mutation<AdminPayout, Pick<AdminPayout, 'id' | 'status' | 'assignmentId'>>({
      query: ({ id, status }) => ({ url: `/api/admin/payouts/${id}`, method: 'PATCH', body: { status } }),
      invalidatesTags: (_result, _error, { assignmentId }) => [
        PAYOUTS,
        OVERVIEW,
        { type: 'AdminAssignment', id: assignmentId },
      ],
    }),
  }),
});

export const { useGetAdminPayoutsQuery, useUpdatePayoutMutation } = adminPayoutsApi;
