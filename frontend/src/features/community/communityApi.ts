import { baseApi } from '../../api/baseApi';

/** One social feed item, as GET /api/twitter/feed returns it (spec section 7). */
export interface FeedItem {
  id: string;
  text: string;
  created_at: string;
}

/** D4: the spec's weekly formula plus real counts. */
export interface CommunityStats {
  activeWriters: number;
  assignmentsCompleted: number;
  incomeEarned: number;
  successStories: number;
}

/** Spec section 9: the feed refreshes every 5 minutes (the one polling query of the app). */
export const FEED_REFRESH_MS = 300_000;

export const communityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSocialFeed: build.query<FeedItem[], void>({
      query: () => '/api/twitter/feed',
      providesTags: ['Feed'],
    }),
    getCommunityStats: build.query<CommunityStats, void>({
      query: () => '/api/stats/community',
    }),
    subscribeNewsletter: build.mutation<{ message: string }, string>({
      query: (email) => ({ url: '/api/newsletter/subscribe', method: 'POST', body: { email } }),
    }),
  }),
});

export const { useGetSocialFeedQuery, useGetCommunityStatsQuery, useSubscribeNewsletterMutation } = communityApi;
