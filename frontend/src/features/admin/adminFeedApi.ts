import { baseApi } from '../../api/baseApi';
import type { ApiQuery, ApiSchema } from '../../api/contract';
import type { Paging } from './list/usePagedListArgs';

/** One stored post of the default feed (D6), as `GET /api/admin/feed-posts` lists it. */
export type AdminFeedPost = ApiSchema<'FeedPost'>;

/**
 * One page of the stored posts (D10). `source` is `x` when X_BEARER_TOKEN is set: visitors then see the X account,
 * and the stored posts are its fallback.
 */
export type AdminFeedPostsPage = ApiSchema<'AdminFeedPostsPage'>;
export type FeedPostsQuery = ApiQuery<'/api/admin/feed-posts', 'get'> & Paging;

export const FEED_POST_MAX_LENGTH = 280;

/** Counted as the server (and PostgreSQL) count: one per code point, so an emoji is one character. */
export const feedPostLength = (text: string) => [...text].length;

// The public feed shares the 'Feed' tag, so the admin's own view of the site refreshes with the list; a change
// refreshes every page and search of the list that is cached, since a new post moves every page's rows.
export const adminFeedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminFeedPosts: build.query<AdminFeedPostsPage, FeedPostsQuery>({
      query: (params) => ({ url: '/api/admin/feed-posts', params }),
      providesTags: ['Feed'],
    }),
    createFeedPost: build.mutation<AdminFeedPost, string>({
      query: (text) => ({ url: '/api/admin/feed-posts', method: 'POST', body: { text } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Feed']),
    }),
    // Refreshed even on failure: a 404 means someone else deleted the post, so the list is stale.
    deleteFeedPost: build.mutation<void, number>({
      query: (id) => ({ url: `/api/admin/feed-posts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Feed'],
    }),
  }),
});

export const { useGetAdminFeedPostsQuery, useCreateFeedPostMutation, useDeleteFeedPostMutation } = adminFeedApi;
