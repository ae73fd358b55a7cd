import { baseApi } from '../../api/baseApi';

export interface QuizQuestion {
  id: number;
  category: string;
  difficulty: number;
  question: string;
  options: string[];
}

/** An open attempt, its clock as the server sees it, and the autosaved answers. */
export interface QuizSheet {
  attemptId: number;
  deadline: string;
  remainingSeconds: number;
  questions: QuizQuestion[];
  answers: number[];
}

export interface CurrentAttempt {
  id: number;
  deadline: string;
  remainingSeconds: number;
  answered: number;
  total: number;
}

export interface QuizAttempt {
  id: number;
  score: number;
  maxScore: number;
  completedAt: string;
}

export interface QuizResult {
  score: number;
  maxScore: number;
  passed: boolean;
}

export interface QuizSubmission {
  answers: number[];
  applicationId: number;
  attemptId: number;
}

export const quizApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Whether an attempt is running (after a reload); starts nothing. */
    getCurrentQuiz: build.query<{ attempt: CurrentAttempt | null }, void>({
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
    /** Starts the attempt, or answers the open one: a POST under CSRF (never cached). */
    startQuiz: build.mutation<QuizSheet, void>({
      query: () => ({ url: '/api/quiz/start', method: 'POST' }),
    }),
    saveQuizAnswer: build.mutation<void, { questionId: number; answer: number }>({
      query: (body) => ({ url: '/api/quiz/answers', method: 'PUT', body }),
    }),
    /** Spec section 4: after submission the application and the attempts are fetched again. */
    submitQuiz: build.mutation<QuizResult, QuizSubmission>({
      query: (body) => ({ url: '/api/quiz/submit', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Application', 'Quiz']),
    }),
  }),
});

export const {
  useGetCurrentQuizQuery,
  useGetQuizAttemptsQuery,
  useLazyGetOpenQuizQuery,
  useStartQuizMutation,
  useSaveQuizAnswerMutation,
  useSubmitQuizMutation,
} = quizApi;
