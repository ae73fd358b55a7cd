import { baseApi } from '../../../api/baseApi';
import type { ApiSchema } from '../../../api/contract';

/**
 * `GET /api/writing-progress/me` (spec section 3, D11), this UTC month: monthlyGoal counts assignments submitted,
 * wordCount the words submitted and drafted, engagement the lessons completed, prompt responses saved and
 * assessment attempts; streak.current the consecutive days with writing up to today. Each progress is a percent.
 */
export type WritingProgress = ApiSchema<'WritingProgress'>;

export const progressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWritingProgress: build.query<WritingProgress, void>({
      query: () => '/api/writing-progress/me',
      providesTags: ['Progress'],
    }),
  }),
});

export const { useGetWritingProgressQuery } = progressApi;
