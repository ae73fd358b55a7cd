import { baseApi } from '../../api/baseApi';
import type { ApiSchema } from '../../api/contract';

/** `GET /api/payouts/account` (D21): the member's payout account, `state: none` before Set up payouts. */
export type PayoutAccount = ApiSchema<'PayoutAccountView'>;
/** The sandbox's test onboarding form. */
export type TestOnboarding = ApiSchema<'TestOnboardingDto'>;

// The account decides whether Request Payout can go through, so it shares the payouts' tag.
export const payoutAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPayoutAccount: build.query<PayoutAccount, void>({
      query: () => '/api/payouts/account',
      providesTags: ['Payout'],
    }),
    /** Set up payouts (or continue): where to send the member, the provider's page or the sandbox's form. */
    startPayoutOnboarding: build.mutation<{ url: string }, void>({
      query: () => ({ url: '/api/payouts/account/onboarding', method: 'POST', body: {} }),
    }),
    completeTestOnboarding: build.mutation<PayoutAccount, TestOnboarding>({
      query: (body) => ({ url: '/api/payouts/account/test-onboarding', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Payout'] : []),
    }),
  }),
});

export const { useGetPayoutAccountQuery, useStartPayoutOnboardingMutation, useCompleteTestOnboardingMutation } =
  payoutAccountApi;
