import { baseApi } from '../../api/baseApi';
import type { ApiSchema } from '../../api/contract';

/** A question as a member receives it: the options in the attempt's order, no answer key. */
export type QuizQuestion = ApiSchema<'PublicQuestion'>;

/** An open attempt, its clock as the server sees it, and the autosaved answers. */
export type QuizSheet = ApiSchema<'QuizSheet'>;

export type CurrentAttempt = ApiSchema<'CurrentAttempt'>;

/** The running attempt, the attempts left and when the next may start (D17). */
export type QuizStatus = ApiSchema<'QuizStatus'>;

export type QuizAttempt = ApiSchema<'AttemptSummary'>;

export type QuizResult = ApiSchema<'QuizResult'>;

/** The page always names the attempt it shows. */
export type QuizSubmission = Required<ApiSchema<'SubmitQuizDto'>>;

export const quizApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Whether an attempt is running (after a reload), and whether one may start; starts nothing. */
    getCurrentQuiz: build.query<QuizStatus, void>({
      query: () => '/api/quiz/current',
      providesTags: ['Quiz'],
    }),
    getQuizAttempts: build.query<QuizAttempt[], void>({
      query: () => '/api/quiz/attempts',
      providesTags: ['Quiz'],
    }),
    /**
     * The open attempt, or null (`{attempt: null}` on the wire); starts nothing. Read afresh each time it
     * is asked for (a kept copy would carry an old clock), so the page fetches it with the lazy hook.
     */
    getOpenQuiz: build.query<QuizSheet | null, void>({
      query: () => '/api/quiz/questions',
      transformResponse: (body: QuizSheet | { attempt: null }) => ('attemptId' in body ? body : null),
      keepUnusedDataFor: 0,
    }),
    /**
     * The open attempt as the page found it on arrival, as the wire has it (`{attempt: null}` for none: the server
     * puts the answer into a member's /quiz unchanged, routeData.ts), so the server renders the running quiz and the
     * browser hydrates it from the same answer. Its clock is as old as the page: QuizFlow then reads the attempt
     * afresh (getOpenQuiz) and counts from that.
     */
    getQuizOnArrival: build.query<QuizSheet | { attempt: null }, void>({
      query: () => '/api/quiz/questions',
    }),
    /**
     * Starts the attempt, or answers the open one: a POST under CSRF (never cached). A refusal (the wait after a
     * failure, the quiz closed meanwhile) reloads what the page shows, so it says why and until when.
     */
    startQuiz: build.mutation<QuizSheet, void>({
      query: () => ({ url: '/api/quiz/start', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? ['Application', 'Quiz'] : []),
    }),
    saveQuizAnswer: build.mutation<void, { questionId: number; answer: number }>({
      query: (body) => ({ url: '/api/quiz/answers', method: 'PUT', body }),
    }),
    /** Spec section 4: after submission the application and the attempts are fetched again. */
    submitQuiz: build.mutation<QuizResult, QuizSubmission>({
      query: (body) => ({ url: '/api/quiz/submit', method: 'POST', body }),
      // An attempt is one of the month's engagement actions (D11): the writing progress changes too.
      invalidatesTags: (_result, error) => (error ? [] : ['Application', 'Quiz', 'Progress']),
    }),
  }),
});

export const {
  useGetCurrentQuizQuery,
  useGetQuizAttemptsQuery,
  useGetQuizOnArrivalQuery,
  useLazyGetOpenQuizQuery,
  useStartQuizMutation,
  useSaveQuizAnswerMutation,
  useSubmitQuizMutation,
} = quizApi;

/** The sheet in an answer of `/api/quiz/questions`, or null when no attempt is open. */
export const openSheet = (answer: QuizSheet | { attempt: null } | undefined): QuizSheet | null =>
  answer && 'attemptId' in answer ? answer : null;
