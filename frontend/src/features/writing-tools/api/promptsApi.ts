import {
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  type QueryReturnValue,
} from '@reduxjs/toolkit/query/react';
import { baseApi } from '../../../api/baseApi';
import type { ApiResponse, ApiSchema } from '../../../api/contract';

/** Spec section 3: a prompt of the bank; difficulty 1 to 5. */
export type WritingPrompt = ApiSchema<'WritingPrompt'>;
/** What `GET /api/prompts/random` answers once every prompt (of the category asked) has been seen. */
export type PromptsExhausted = ApiSchema<'PromptsExhausted'>;
export type RandomPromptAnswer = ApiResponse<'/api/prompts/random', 'get'>;
export type PromptCategory = WritingPrompt['category'];

/** The category buttons of the prompts tab, in the spec's order; the server takes the same names. */
export const PROMPT_CATEGORIES: readonly PromptCategory[] = [
  'Fiction',
  'Non-fiction',
  'Poetry',
  'Creative',
  'Technical',
  'Personal',
];

export const isExhausted = (answer: RandomPromptAnswer): answer is PromptsExhausted =>
  'exhausted' in answer && answer.exhausted === true;

/** Spec section 9: the prompt call is the one call retried, twice. */
const PROMPT_RETRIES = 2;
const RETRY_STEP_MS = 400;

/** Worth asking again: no answer at all, or a server-side failure. A 4xx will not change by itself. */
function isPassingFailure(error: unknown): boolean {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  if (typeof status === 'number') return status >= 500;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 'PARSING_ERROR';
}

type Fetch = (
  args: string | FetchArgs,
) =>
  | QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>
  | PromiseLike<QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>>;

function withRetries(fetch: Fetch) {
  const once: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args) => fetch(args);
  return retry(once, {
    retryCondition: (error, _args, { attempt }) => attempt <= PROMPT_RETRIES && isPassingFailure(error),
    backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, RETRY_STEP_MS * attempt)),
  });
}

const randomPromptUrl = (category: PromptCategory | null) =>
  category ? `/api/prompts/random?category=${encodeURIComponent(category)}` : '/api/prompts/random';

export const promptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Each call hands out an unseen prompt and records it (D11), so it is used lazily and never refetched by a
     * tag; `null` asks for any category. The one the server asked for a member's page (its data block) is kept
     * until the page hydrates and takes it (usePromptOnScreen), however long the member reads before touching the
     * page (the API's day, not RTK's minute); a later visit asks anew whatever the cache holds.
     */
    getRandomPrompt: build.query<RandomPromptAnswer, PromptCategory | null>({
      async queryFn(category, api, _extraOptions, fetchWithBaseQuery) {
        const result = await withRetries(fetchWithBaseQuery)(randomPromptUrl(category), api, {});
        if (result.error) return { error: result.error as FetchBaseQueryError };
        return { data: result.data as RandomPromptAnswer };
      },
    }),
    /** Start Over: the member's whole seen list is cleared. */
    resetPromptHistory: build.mutation<ApiSchema<'PromptHistoryReset'>, void>({
      query: () => ({ url: '/api/prompts/reset', method: 'POST' }),
    }),
    /** The same prompt for everyone during a UTC day (public). */
    getDailyPrompt: build.query<WritingPrompt, void>({
      query: () => '/api/prompts/daily',
    }),
    /** One prompt by id, for `/writing-tools?tab=prompts&prompt={id}` (Start Writing); not recorded as seen. */
    getPrompt: build.query<WritingPrompt, number>({
      query: (id) => `/api/prompts/${id}`,
    }),
  }),
});

export const { useLazyGetRandomPromptQuery, useResetPromptHistoryMutation, useGetDailyPromptQuery, useGetPromptQuery } =
  promptsApi;
