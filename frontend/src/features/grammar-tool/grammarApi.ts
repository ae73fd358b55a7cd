import { baseApi } from '../../api/baseApi';
import type { ApiResponse } from '../../api/contract';

/** `POST /api/tools/grammar`: findings with UTF-16 positions into the text sent, counts and readability. */
export type GrammarCheckResult = ApiResponse<'/api/tools/grammar', 'post'>;
export type GrammarItem = GrammarCheckResult['items'][number];
export type FindingType = GrammarItem['type'];

/** The server's bound (TOOLS_MAX_TEXT_CHARACTERS, 20,000 by default): beyond it the check answers 413. */
export const TOOL_TEXT_MAX = 20_000;

export const grammarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A check of a text, not data to cache: nothing provides or invalidates tags.
    checkGrammar: build.mutation<GrammarCheckResult, string>({
      query: (text) => ({ url: '/api/tools/grammar', method: 'POST', body: { text } }),
    }),
  }),
});

export const { useCheckGrammarMutation } = grammarApi;
