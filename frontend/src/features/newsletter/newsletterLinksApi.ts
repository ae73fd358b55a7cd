import { baseApi } from '../../api/baseApi';
import type { ApiResponse } from '../../api/contract';

/** The newsletter mail's links (D18): the confirmation and unsubscribe pages post the mail's token. */
export const newsletterLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmNewsletter: build.mutation<ApiResponse<'/api/newsletter/confirm', 'post'>, string>({
      query: (token) => ({ url: '/api/newsletter/confirm', method: 'POST', body: { token } }),
    }),
    unsubscribeNewsletter: build.mutation<ApiResponse<'/api/newsletter/unsubscribe', 'post'>, string>({
      query: (token) => ({ url: '/api/newsletter/unsubscribe', method: 'POST', params: { token } }),
    }),
  }),
});

export const { useConfirmNewsletterMutation, useUnsubscribeNewsletterMutation } = newsletterLinksApi;
