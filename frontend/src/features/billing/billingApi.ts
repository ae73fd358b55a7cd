import { baseApi, SESSION_SCOPED_TAGS } from '../../api/baseApi';
import type { ApiBody, ApiResponse, ApiSchema } from '../../api/contract';
import { authApi } from '../auth/authApi';
import type { User } from '../auth/user';

/** The payment calls' shapes (spec sections 3 and 7, D2, D3), as the backend's billing module declares them. */
export type BillingConfig = ApiSchema<'BillingConfigView'>;
export type TierOffer = ApiSchema<'TierOffer'>;
export type TierId = TierOffer['id'];
/** The payment setup response, kept in session storage (spec section 3). */
export type PaymentSetup = ApiSchema<'PaymentSetup'>;
export type IntentType = PaymentSetup['intentType'];
/** Spec section 7's create-account payload. */
export type CreateAccountRequest = ApiBody<'/api/create-account', 'post'>;
/** The /apply answers as create-account takes them. */
export type ApplyAnswers = ApiSchema<'ApplyAnswersDto'>;
export type SubscriptionView = ApiSchema<'SubscriptionView'>;
export type PaymentResult = ApiResponse<'/api/billing/payment-result', 'post'>;

export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The provider and the tiers with the server's prices (public). */
    getBillingConfig: build.query<BillingConfig, void>({
      query: () => '/api/billing/config',
    }),

    /** The info step (issue 18): 200 when the e-mail is free, 409 with the message when it has an account. */
    checkEmail: build.mutation<ApiResponse<'/api/register/check-email', 'post'>, string>({
      query: (email) => ({ url: '/api/register/check-email', method: 'POST', body: { email } }),
    }),

    /** `/subscription-success`: the server says whether this browser's (or member's) intent succeeded. */
    getPaymentResult: build.mutation<PaymentResult, ApiBody<'/api/billing/payment-result', 'post'>>({
      query: (body) => ({ url: '/api/billing/payment-result', method: 'POST', body }),
    }),

    /** Visitors send their details; a signed-in member sends `customerInfo: null` (D2 step 3). */
    createPaymentIntent: build.mutation<PaymentSetup, ApiBody<'/api/create-subscription-payment-intent', 'post'>>({
      query: (body) => ({ url: '/api/create-subscription-payment-intent', method: 'POST', body }),
    }),

    /** The sandbox card form's confirmation (what Stripe.js does for the real provider). */
    confirmSandboxCard: build.mutation<
      ApiResponse<'/api/billing/sandbox/confirm', 'post'>,
      ApiBody<'/api/billing/sandbox/confirm', 'post'>
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

    getMySubscription: build.query<ApiResponse<'/api/billing/subscription', 'get'>, void>({
      query: () => '/api/billing/subscription',
      providesTags: ['Billing'],
    }),

    /** After a signed-in member confirmed the card: the tier change or the new subscription is applied. */
    confirmPlan: build.mutation<
      ApiResponse<'/api/billing/subscription/confirm', 'post'>,
      ApiBody<'/api/billing/subscription/confirm', 'post'>
    >({
      query: (body) => ({ url: '/api/billing/subscription/confirm', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Billing', 'User'] : []),
    }),

    cancelSubscription: build.mutation<ApiResponse<'/api/billing/subscription/cancel', 'post'>, void>({
      query: () => ({ url: '/api/billing/subscription/cancel', method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Billing', 'User'] : []),
    }),

    resumeSubscription: build.mutation<ApiResponse<'/api/billing/subscription/resume', 'post'>, void>({
      query: () => ({ url: '/api/billing/subscription/resume', method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Billing', 'User'] : []),
    }),
  }),
});

export const {
  useGetBillingConfigQuery,
  useCheckEmailMutation,
  useGetPaymentResultMutation,
  useCreatePaymentIntentMutation,
  useConfirmSandboxCardMutation,
  useCreateAccountMutation,
  useGetMySubscriptionQuery,
  useConfirmPlanMutation,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
} = billingApi;
