import { baseApi } from '../../api/baseApi';
import type { BlogPost, BlogPostSummary } from './blogFormat';

export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFeaturedPost: build.query<BlogPostSummary, void>({
      query: () => '/api/blog/featured',
      providesTags: [{ type: 'Blog', id: 'FEATURED' }],
    }),
    getBlogPosts: build.query<BlogPostSummary[], number>({
      query: (limit) => `/api/blog/posts?limit=${limit}`,
      providesTags: (posts = []) => [
        { type: 'Blog', id: 'LIST' },
        ...posts.map((post) => ({ type: 'Blog' as const, id: post.slug })),
      ],
    }),
    getBlogPost: build.query<BlogPost, string>({
      query: (slug) => `/api/blog/posts/${encodeURIComponent(slug)}`,
      providesTags: (_post, _error, slug) => [{ type: 'Blog', id: slug }],
    }),
  }),
});

export const { useGetFeaturedPostQuery, useGetBlogPostsQuery, useGetBlogPostQuery } = blogApi;
