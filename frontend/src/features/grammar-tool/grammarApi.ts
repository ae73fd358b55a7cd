import { baseApi } from '../../api/baseApi';
import type { ApiResponse } from '../../api/contract';

/** `POST /api/tools/grammar`: findings with UTF-16 positions into the text sent, counts and readability. */
export type GrammarCheckResult = ApiResponse<'/api/tools/grammar', 'post'>;
export type GrammarItem = GrammarCheckResult['items'][number];
export type FindingType = GrammarItem['type'];

/** `GET /api/tools/quota` (D20): today's checks left; `limit` and `remaining` null on a plan without a daily limit. */
export type ToolQuota = ApiResponse<'/api/tools/quota', 'get'>;

/** The server's bound (TOOLS_MAX_TEXT_CHARACTERS, 20,000 by default): beyond it the check answers 413. */
export const TOOL_TEXT_MAX = 20_000;

export const grammarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A check of a text, not data to cache: nothing provides or invalidates tags.
    // Each check, run or refused, moves the daily count: the quota beside the tools is read again.
    checkGrammar: build.mutation<GrammarCheckResult, string>({
      query: (text) => ({ url: '/api/tools/grammar', method: 'POST', body: { text } }),
      invalidatesTags: ['ToolQuota'],
    }),
    // The member opened a checker: the server readies it while they write (issue 29). Nothing to show or cache.
    prepareGrammarCheck: build.mutation<void, void>({
      query: () => ({ url: '/api/tools/grammar/prepare', method: 'POST' }),
    }),
    getToolQuota: build.query<ToolQuota, void>({
      query: () => '/api/tools/quota',
      providesTags: ['ToolQuota'],
    }),
  }),
});

export const { useCheckGrammarMutation, usePrepareGrammarCheckMutation, useGetToolQuotaQuery } = grammarApi;
