import { baseApi, SESSION_SCOPED_TAGS } from '../../api/baseApi';
import type { ApiSchema } from '../../api/contract';
import { authApi } from './authApi';
import { needsSecondFactor, type SecondFactorChallenge, type User } from './user';

type AddressView = ApiSchema<'AccountLinkAddressView'>;
type MessageView = ApiSchema<'AccountLinkMessageView'>;
export type PasswordResetInput = ApiSchema<'PasswordResetDto'>;

/** The mailed links (D18, D19): confirming the address and resending its link, forgot password and the reset. */
export const accountLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmEmail: build.mutation<AddressView, string>({
      query: (token) => ({ url: '/api/email-confirmation', method: 'POST', body: { token } }),
      // The session user now says the address is confirmed: the banner goes.
      invalidatesTags: (result) => (result ? ['User'] : []),
    }),
    resendConfirmation: build.mutation<MessageView, void>({
      query: () => ({ url: '/api/email-confirmation/resend', method: 'POST', body: {} }),
    }),
    requestPasswordReset: build.mutation<MessageView, string>({
      query: (email) => ({ url: '/api/password-reset/request', method: 'POST', body: { email } }),
    }),
    /** A mutation, though it changes nothing: the token goes in a body, never in a URL the logs could keep. */
    checkPasswordReset: build.mutation<AddressView, string>({
      query: (token) => ({ url: '/api/password-reset/check', method: 'POST', body: { token } }),
    }),
    resetPassword: build.mutation<User | SecondFactorChallenge, PasswordResetInput>({
      query: (body) => ({ url: '/api/password-reset', method: 'POST', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data: answer } = await queryFulfilled;
          // The member is signed in by the reset (the answer is the session user), unless a second factor follows.
          if (!needsSecondFactor(answer)) dispatch(authApi.util.upsertQueryData('getUser', undefined, answer));
        } catch {
          // The page shows the error; the session did not change.
        }
      },
      invalidatesTags: (answer) => (answer && !needsSecondFactor(answer) ? [...SESSION_SCOPED_TAGS] : []),
    }),
  }),
});

export const {
  useConfirmEmailMutation,
  useResendConfirmationMutation,
  useRequestPasswordResetMutation,
  useCheckPasswordResetMutation,
  useResetPasswordMutation,
} = accountLinksApi;
