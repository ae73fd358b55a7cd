import { baseApi } from '../../../api/baseApi';

/** `GET /api/writing-progress/me` (spec section 3, D11): this UTC month's figures, each progress a percent. */
export interface WritingProgress {
  /** Assignments submitted this month. */
  monthlyGoal: { completed: number; target: number; progress: number };
  /** Words submitted and drafted this month. */
  wordCount: { current: number; target: number; progress: number };
  /** Lessons completed, prompt responses saved and assessment attempts this month. */
  engagement: { score: number; maxScore: number; progress: number };
  /** Consecutive UTC days with writing activity, up to today. */
  streak: { current: number };
}

export const progressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWritingProgress: build.query<WritingProgress, void>({
      query: () => '/api/writing-progress/me',
      providesTags: ['Progress'],
    }),
  }),
});

export const { useGetWritingProgressQuery } = progressApi;
