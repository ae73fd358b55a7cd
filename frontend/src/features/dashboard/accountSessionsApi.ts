import { baseApi } from '../../api/baseApi';
import type { ApiSchema } from '../../api/contract';

/** One of the member's sessions (D19), as identity lists it. */
export type AccountSession = ApiSchema<'AccountSessionView'>;
export type EndedSessions = ApiSchema<'EndedSessionsView'>;

/**
 * "Where you're signed in" on the Account tab. The list changes without this browser doing anything (a sign-in
 * elsewhere, a session seen again), so it is read afresh whenever the card opens and not kept once it closes.
 */
export const accountSessionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AccountSessions'] }).injectEndpoints({
  endpoints: (build) => ({
    listAccountSessions: build.query<AccountSession[], void>({
      query: () => '/api/account/sessions',
      providesTags: ['AccountSessions'],
      keepUnusedDataFor: 0,
    }),

    /** Ends another session of the member's; the list is read again either way (it may have ended already). */
    endAccountSession: build.mutation<void, string>({
      query: (id) => ({ url: `/api/account/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AccountSessions'],
    }),

    /** Ends every session of the member's but this browser's. */
    endOtherAccountSessions: build.mutation<EndedSessions, void>({
      query: () => ({ url: '/api/account/sessions', method: 'DELETE' }),
      invalidatesTags: ['AccountSessions'],
    }),
  }),
});

export const { useListAccountSessionsQuery, useEndAccountSessionMutation, useEndOtherAccountSessionsMutation } =
  accountSessionsApi;
