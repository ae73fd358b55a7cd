import { baseApi } from '../../api/baseApi';
import type { ApiSchema } from '../../api/contract';
import { codeOfBody } from '../../api/errors';

/** The member's application (spec section 3): `GET /api/applications/me`. */
export type Application = ApiSchema<'ApplicationSummary'>;
export type ApplicationStatus = Application['status'];

const notSubmitted = (body: unknown) => codeOfBody(body) === 'APPLICATION_NOT_SUBMITTED';

export const applicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A member without an application is refused with APPLICATION_NOT_SUBMITTED: an answer (null), not an error. */
    getMyApplication: build.query<Application | null, void>({
      query: () => ({
        url: '/api/applications/me',
        validateStatus: (response, body) => response.ok || notSubmitted(body),
      }),
      transformResponse: (body: Application | null) => (notSubmitted(body) ? null : body),
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
