import { baseApi, SESSION_SCOPED_TAGS } from '../../api/baseApi';
import { authApi } from '../auth/authApi';
import type { User } from '../auth/user';
import type {
  BillingConfig,
  CreateAccountRequest,
  CustomerInfo,
  PaymentSetup,
  SubscriptionView,
  TierId,
} from './billing.types';

interface SubscriptionResponse {
  subscription: SubscriptionView | null;
}

export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The provider and the tiers with the server's prices (public). */
    getBillingConfig: build.query<BillingConfig, void>({
      query: () => '/api/billing/config',
    }),

    /** Visitors send their details; a signed-in member sends `customerInfo: null` (D2 step 3). */
    createPaymentIntent: build.mutation<PaymentSetup, { tier: TierId; customerInfo: CustomerInfo | null }>({
      query: (body) => ({ url: '/api/create-subscription-payment-intent', method: 'POST', body }),
    }),

    /** The sandbox card form's confirmation (what Stripe.js does for the real provider). */
    confirmSandboxCard: build.mutation<
      { status: 'succeeded' },
      { clientSecret: string; cardNumber: string; expiry: string; cvc: string }
    >({
      query: (body) => ({ url: '/api/billing/sandbox/confirm', method: 'POST', body }),
    }),

    /** Creates the member once the server has verified the payment; the response is the new session user. */
    createAccount: build.mutation<User, CreateAccountRequest>({
      query: (body) => ({ url: '/api/create-account', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data: user } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('getUser', undefined, user));
        } catch {
          // The page shows the error; nobody was signed in.
        }
      },
      invalidatesTags: (user) => (user ? [...SESSION_SCOPED_TAGS] : []),
    }),

    getMySubscription: build.query<SubscriptionResponse, void>({
      query: () => '/api/billing/subscription',
      providesTags: ['Billing'],
    }),

    /** After a signed-in member confirmed the card: the tier change or the new subscription is applied. */
    confirmPlan: build.mutation<SubscriptionResponse, { subscriptionId: string }>({
      query: (body) => ({ url: '/api/billing/subscription/confirm', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Billing', 'User'] : []),
    }),

    cancelSubscription: build.mutation<SubscriptionResponse, void>({
      query: () => ({ url: '/api/billing/subscription/cancel', method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Billing', 'User'] : []),
    }),

    resumeSubscription: build.mutation<SubscriptionResponse, void>({
      query: () => ({ url: '/api/billing/subscription/resume', method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Billing', 'User'] : []),
    }),
  }),
});

export const {
  useGetBillingConfigQuery,
  useCreatePaymentIntentMutation,
  useConfirmSandboxCardMutation,
  useCreateAccountMutation,
  useGetMySubscriptionQuery,
  useConfirmPlanMutation,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
} = billingApi;
