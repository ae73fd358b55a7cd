import { baseApi } from '../../api/baseApi';
import type { ApiResponse, ApiSchema } from '../../api/contract';

/** `POST /api/tools/plagiarism`: spec section 3's plagiarism result (D13: what another member wrote is withheld). */
export type OriginalityCheckResult = ApiResponse<'/api/tools/plagiarism', 'post'>;
export type OriginalityMatch = OriginalityCheckResult['matches'][number];
/** The report stored with a submitted version, as editors see it on the assignment page. */
export type OriginalityReport = NonNullable<ApiSchema<'SubmissionVersion'>['originality']>;

export const plagiarismApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A check of a text, not data to cache: nothing provides or invalidates tags.
    checkOriginality: build.mutation<OriginalityCheckResult, string>({
      query: (text) => ({ url: '/api/tools/plagiarism', method: 'POST', body: { text } }),
      invalidatesTags: ['ToolQuota'],
    }),
  }),
});

export const { useCheckOriginalityMutation } = plagiarismApi;
