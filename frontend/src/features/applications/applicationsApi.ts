import { baseApi } from '../../api/baseApi';
import type { ApiSchema } from '../../api/contract';

/** The member's application (spec section 3): `GET /api/applications/me`. */
export type Application = ApiSchema<'ApplicationSummary'>;
export type ApplicationStatus = Application['status'];

const NOT_FOUND = 404;

export const applicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A member without an application gets 404, which is an answer (null), not an error. */
    getMyApplication: build.query<Application | null, void>({
      query: () => ({
        url: '/api/applications/me',
        validateStatus: (response) => response.ok || response.status === NOT_FOUND,
      }),
      transformResponse: (body: Application | null, meta) => (meta?.response?.status === NOT_FOUND ? null : body),
      providesTags: ['Application'],
    }),
    /** D17: after the quiz rejected the application, from its `reapplyAt` on, a new one waits for the quiz. */
    reapply: build.mutation<Application, void>({
      query: () => ({ url: '/api/applications/reapply', method: 'POST' }),
      invalidatesTags: ['Application', 'Quiz'],
    }),
  }),
});

export const { useGetMyApplicationQuery, useReapplyMutation } = applicationsApi;
