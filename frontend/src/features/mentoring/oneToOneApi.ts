import { baseApi } from '../../api/baseApi';
import type { ApiBody, ApiSchema } from '../../api/contract';

/** One-to-one sessions with a senior editor (D20), as the backend's mentoring module declares them. */
export type MemberSessions = ApiSchema<'MemberSessionsView'>;
export type SessionRequest = ApiSchema<'SessionRequestView'>;
export type SessionState = SessionRequest['state'];
export type AdminSessionRequest = ApiSchema<'AdminSessionRequestView'>;
export type NewSessionRequest = ApiBody<'/api/one-to-one', 'post'>;

const MINE = { type: 'OneToOne', id: 'MINE' } as const;
const EDITORS = { type: 'OneToOne', id: 'EDITORS' } as const;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['OneToOne'] });

export const oneToOneApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySessions: build.query<MemberSessions, void>({
      query: () => '/api/one-to-one/me',
      providesTags: [MINE],
    }),
    requestSession: build.mutation<SessionRequest, NewSessionRequest>({
      query: (body) => ({ url: '/api/one-to-one', method: 'POST', body }),
      // A refusal (the month's limit reached in another tab) refreshes the card too.
      invalidatesTags: [MINE],
    }),

    /** The console's list; asked again each time the tab opens, since other editors answer meanwhile. */
    getSessionRequests: build.query<AdminSessionRequest[], SessionState | undefined>({
      query: (state) => ({ url: '/api/admin/one-to-one', params: state ? { state } : {} }),
      transformResponse: (page: ApiSchema<'AdminSessionRequestList'>) => page.requests,
      providesTags: [EDITORS],
    }),
    // Refreshed on failure too: a 409 means another editor answered first.
    scheduleSession: build.mutation<AdminSessionRequest, { id: number; scheduledAt: string; meetingLink: string }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/one-to-one/${id}/schedule`, method: 'POST', body }),
      invalidatesTags: [EDITORS],
    }),
    declineSession: build.mutation<AdminSessionRequest, { id: number; note: string }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/one-to-one/${id}/decline`, method: 'POST', body }),
      invalidatesTags: [EDITORS],
    }),
  }),
});

export const {
  useGetMySessionsQuery,
  useRequestSessionMutation,
  useGetSessionRequestsQuery,
  useScheduleSessionMutation,
  useDeclineSessionMutation,
} = oneToOneApi;
