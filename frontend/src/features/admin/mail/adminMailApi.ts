import { baseApi } from '../../../api/baseApi';
import type { ApiQuery, ApiResponse } from '../../../api/contract';

export type OutboxPage = ApiResponse<'/api/admin/mail/outbox', 'get'>;
export type OutboxEntry = OutboxPage['items'][number];
export type MailState = OutboxEntry['state'];
export type OutboxArgs = ApiQuery<'/api/admin/mail/outbox', 'get'>;
export type MailboxPage = ApiResponse<'/api/admin/mail/mailbox', 'get'>;
export type MailboxEntry = MailboxPage['items'][number];
export type ReceivedMail = ApiResponse<'/api/admin/mail/mailbox/{id}', 'get'>;

/**
 * /admin/mail's calls (D18). Mail arrives while the page is open, so nothing is kept once unused and each list
 * asks again when it is shown; "Send a test message to me" makes both lists stale.
 */
export const adminMailApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminMail'] }).injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<OutboxPage, OutboxArgs>({
      query: (params) => ({ url: '/api/admin/mail/outbox', params }),
      providesTags: ['AdminMail'],
      keepUnusedDataFor: 0,
    }),
    getMailbox: build.query<MailboxPage, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/api/admin/mail/mailbox', params }),
      providesTags: ['AdminMail'],
      keepUnusedDataFor: 0,
    }),
    getReceivedMail: build.query<ReceivedMail, string>({
      query: (id) => `/api/admin/mail/mailbox/${encodeURIComponent(id)}`,
      keepUnusedDataFor: 0,
    }),
    sendTestMail: build.mutation<void, void>({
      query: () => ({ url: '/api/admin/mail/test', method: 'POST' }),
      invalidatesTags: ['AdminMail'],
    }),
  }),
});

export const { useGetOutboxQuery, useGetMailboxQuery, useGetReceivedMailQuery, useSendTestMailMutation } = adminMailApi;
