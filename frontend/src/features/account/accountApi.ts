import { baseApi } from '../../api/baseApi';
import type { ApiSchema } from '../../api/contract';
import { authApi } from '../auth/authApi';
import type { User } from '../auth/user';

export type ProfileInput = ApiSchema<'ProfileDto'>;
export type EmailChangeInput = ApiSchema<'EmailChangeDto'>;
export type PasswordChangeInput = ApiSchema<'PasswordChangeDto'>;
export type PendingEmailChange = ApiSchema<'PendingEmailChangeView'>;

/** The member's own account (issue 26, D19): name and username, address, password. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<User, ProfileInput>({
      query: (body) => ({ url: '/api/account/profile', method: 'PATCH', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data: user } = await queryFulfilled;
          // The answer is the session user as it now is: every page that shows the name follows.
          dispatch(authApi.util.upsertQueryData('getUser', undefined, user));
        } catch {
          // The form shows the error; nothing changed.
        }
      },
    }),

    /** The change of address waiting for its link to be opened (nulls when none is). */
    getPendingEmail: build.query<PendingEmailChange, void>({
      query: () => '/api/account/email',
      // Another member may sign in on this browser next: nothing of this one's is kept once the card is gone.
      keepUnusedDataFor: 0,
    }),

    requestEmailChange: build.mutation<PendingEmailChange, EmailChangeInput>({
      query: (body) => ({ url: '/api/account/email', method: 'POST', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getPendingEmail', undefined, data));
        } catch {
          // The form shows the error; nothing changed.
        }
      },
    }),

    /** Withdraws the pending change: its link stops working. */
    cancelEmailChange: build.mutation<PendingEmailChange, void>({
      query: () => ({ url: '/api/account/email', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getPendingEmail', undefined, data));
        } catch {
          // The card says why.
        }
      },
    }),

    /** The confirmation page's button: the answer is the account with its new address. */
    confirmEmailChange: build.mutation<User, string>({
      query: (token) => ({ url: '/api/account/email/confirm', method: 'POST', body: { token } }),
      async onQueryStarted(_token, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          // Signed in here or not, the session user (if any) is asked again: it may be this account.
          dispatch(authApi.util.invalidateTags(['User']));
          dispatch(
            accountApi.util.upsertQueryData('getPendingEmail', undefined, { pendingEmail: null, expiresAt: null }),
          );
        } catch {
          // The page shows why not.
        }
      },
    }),

    changePassword: build.mutation<ApiSchema<'PasswordChangedView'>, PasswordChangeInput>({
      query: (body) => ({ url: '/api/account/password', method: 'POST', body }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useGetPendingEmailQuery,
  useRequestEmailChangeMutation,
  useCancelEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useChangePasswordMutation,
} = accountApi;
