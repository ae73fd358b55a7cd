import { baseApi } from '../../api/baseApi';
import type { ApiResponse, ApiSchema } from '../../api/contract';

/** One social feed item, as GET /api/twitter/feed returns it (spec section 7). */
export type FeedItem = ApiSchema<'FeedItem'>;

/** D4: the spec's weekly formula plus real counts. */
export type CommunityStats = ApiSchema<'CommunityStats'>;

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
    subscribeNewsletter: build.mutation<ApiResponse<'/api/newsletter/subscribe', 'post'>, string>({
      query: (email) => ({ url: '/api/newsletter/subscribe', method: 'POST', body: { email } }),
    }),
  }),
});

export const { useGetSocialFeedQuery, useGetCommunityStatsQuery, useSubscribeNewsletterMutation } = communityApi;
