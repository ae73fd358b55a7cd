import { ALL_POSTS } from '../../features/blog/blogFormat';
import { blogPostSlug } from './prerenderRoutes';

/** One RTK Query call a page makes as it renders, and the URL that endpoint requests. */
export interface Prefetch {
  endpointName: string;
  arg: unknown;
  url: string;
  /** An answer of the content caches (blog, feed, stats), which editors change while the app runs. */
  content?: true;
}

const blogPosts = (limit: number): Prefetch => ({
  endpointName: 'getBlogPosts',
  arg: limit,
  url: `/api/blog/posts?limit=${limit}`,
  content: true,
});

/**
 * The data each prerendered page renders with: the server fetches it and renders the page with it, and the
 * browser starts from the same answers (the page's data block), so nothing loads twice and nothing shifts.
 * Endpoints and arguments are the ones the pages' hooks use; routeData.test.ts checks the URLs against them.
 */
export function prefetchesFor(pathname: string): Prefetch[] {
  if (pathname === '/') {
    return [
      blogPosts(6), // LatestNews
      { endpointName: 'getSocialFeed', arg: undefined, url: '/api/twitter/feed', content: true },
      { endpointName: 'getCommunityStats', arg: undefined, url: '/api/stats/community', content: true },
    ];
  }
  if (pathname === '/blog') return [blogPosts(ALL_POSTS)];
  if (pathname === '/register')
    return [{ endpointName: 'getBillingConfig', arg: undefined, url: '/api/billing/config' }];
  const slug = blogPostSlug(pathname);
  if (slug) {
    return [
      { endpointName: 'getBlogPost', arg: slug, url: `/api/blog/posts/${encodeURIComponent(slug)}`, content: true },
      blogPosts(ALL_POSTS), // the author box and related reading
    ];
  }
  return [];
}

/** Pages made of editorial content: the server keeps their rendering only as long as the content caches. */
export const dependsOnContent = (pathname: string) => prefetchesFor(pathname).some((prefetch) => prefetch.content);
