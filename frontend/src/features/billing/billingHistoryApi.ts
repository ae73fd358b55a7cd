import { baseApi } from '../../api/baseApi';
import type { ApiBody, ApiResponse, ApiSchema } from '../../api/contract';

/** Billing history, receipts and the card (D21, issue 27), as the backend's billing module declares them. */
export type BillingHistoryEntry = ApiSchema<'BillingHistoryEntry'>;
export type CardSummary = ApiSchema<'CardSummary'>;

/** A charge's receipt: the server answers it as an attachment, so a plain link downloads it. */
export const receiptUrl = (receiptId: string) => `/api/billing/receipts/${encodeURIComponent(receiptId)}.pdf`;

export const billingHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBillingHistory: build.query<ApiResponse<'/api/billing/history', 'get'>, void>({
      query: () => '/api/billing/history',
      providesTags: ['Billing'],
    }),
    getCard: build.query<ApiResponse<'/api/billing/card', 'get'>, void>({
      query: () => '/api/billing/card',
      providesTags: ['Billing'],
    }),
    /** A setup intent for the card form; the card is confirmed in it, then `replaceCard` makes it the default. */
    startCardUpdate: build.mutation<ApiResponse<'/api/billing/card/setup', 'post'>, void>({
      query: () => ({ url: '/api/billing/card/setup', method: 'POST' }),
    }),
    replaceCard: build.mutation<ApiResponse<'/api/billing/card', 'post'>, ApiBody<'/api/billing/card', 'post'>>({
      query: (body) => ({ url: '/api/billing/card', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Billing'] : []),
    }),
  }),
});

export const { useGetBillingHistoryQuery, useGetCardQuery, useStartCardUpdateMutation, useReplaceCardMutation } =
  billingHistoryApi;
