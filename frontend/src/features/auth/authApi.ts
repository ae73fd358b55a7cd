import { baseApi, SESSION_SCOPED_TAGS } from '../../api/baseApi';
import {
  needsSecondFactor,
  type Credentials,
  type SecondFactorAnswer,
  type SecondFactorChallenge,
  type User,
} from './user';

const UNAUTHORIZED = 401;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The session check. A 401 is the normal answer for a visitor, so it yields `null`, not an error. */
    getUser: build.query<User | null, void>({
      query: () => ({
        url: '/api/user',
        validateStatus: (response) => response.ok || response.status === UNAUTHORIZED,
      }),
      transformResponse: (body: User | null, meta) => (meta?.response?.status === UNAUTHORIZED ? null : body),
      providesTags: ['User'],
    }),

    /** The password step: signs in, or (an account with a second factor, D19) answers that the second step follows. */
    login: build.mutation<User | SecondFactorChallenge, Credentials>({
      query: (credentials) => ({ url: '/api/login', method: 'POST', body: credentials }),
      async onQueryStarted(_credentials, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The response is the session user: no need to ask /api/user again.
          if (!needsSecondFactor(data)) dispatch(authApi.util.upsertQueryData('getUser', undefined, data));
        } catch {
          // The caller shows the error; the session did not change.
        }
      },
      // A different person may now be signed in: nothing cached for the previous one may show.
      invalidatesTags: (answer) => (answer && !needsSecondFactor(answer) ? [...SESSION_SCOPED_TAGS] : []),
    }),

    /** The second step of a sign-in: the answer is the session user, as the password step's would have been. */
    completeSignIn: build.mutation<User, SecondFactorAnswer>({
      query: (body) => ({ url: '/api/login/second-factor', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data: user } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('getUser', undefined, user));
        } catch {
          // The form shows the error; no one is signed in yet.
        }
      },
      invalidatesTags: (user) => (user ? [...SESSION_SCOPED_TAGS] : []),
    }),

    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // The server may still hold the session, so the cache stays as it is.
        }
        // Nothing cached for the session may outlive it. Emptied rather than invalidated: an invalidated query still
        // in use would be asked again, and answer 401 (useSignOut takes the page down first, so none is in use).
        dispatch(baseApi.util.resetApiState());
        // Nobody is signed in now: said at once, so the header does not ask /api/user again to learn it.
        dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getUser', arg: undefined, value: null }]));
      },
    }),
  }),
});

export const { useGetUserQuery, useLoginMutation, useCompleteSignInMutation, useLogoutMutation } = authApi;
