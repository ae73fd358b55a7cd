import { ALL_POSTS } from '../../features/blog/blogFormat';
import type { ErrorCode } from '../../api/errors';
import type { PrefetchedQuery } from './pageState';
import { adminMayView, adminPrefetchesFor } from './adminRouteData';
import { blogPostSlug } from './prerenderRoutes';

/** One RTK Query call a page makes as it renders, and the URL that endpoint requests. */
export interface Prefetch {
  endpointName: string;
  arg: unknown;
  url: string;
  /** An answer of the content caches (blog, feed, stats), which editors change while the app runs. */
  content?: true;
  /** The error code the endpoint turns into the answer `null` (the session check's, no application's). */
  nullWhen?: ErrorCode;
  /** On a member's page: an answer its first view shows, without which the server does not render it. */
  firstView?: true;
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

/** The session check: a 401 means the session has ended, which the app reads as `null` (authApi). */
const SESSION_USER: Prefetch = {
  endpointName: 'getUser',
  arg: undefined,
  url: '/api/user',
  nullWhen: 'UNAUTHENTICATED',
  firstView: true,
};

/**
 * What the dashboard asks as it renders: its first view (the title, the welcome line and the four figures:
 * `firstView`), then the Overview tab and the cards below (DashboardRest, rendered once the first view is painted).
 */
const DASHBOARD: Prefetch[] = [
  { endpointName: 'getMyEarnings', arg: undefined, url: '/api/earnings/me', firstView: true },
  { endpointName: 'getMyAssignments', arg: undefined, url: '/api/assignments/me', firstView: true },
  {
    endpointName: 'getMyApplication',
    arg: undefined,
    url: '/api/applications/me',
    nullWhen: 'APPLICATION_NOT_SUBMITTED',
    firstView: true,
  },
  { endpointName: 'getBillingConfig', arg: undefined, url: '/api/billing/config', firstView: true },
  { endpointName: 'getSocialFeed', arg: undefined, url: '/api/twitter/feed' },
  { endpointName: 'getWritingProgress', arg: undefined, url: '/api/writing-progress/me' },
  { endpointName: 'getMyPayouts', arg: undefined, url: '/api/payouts/me' },
  { endpointName: 'getMyActivity', arg: undefined, url: '/api/assignments/me/activity' },
  { endpointName: 'getMySubscription', arg: undefined, url: '/api/billing/subscription' },
];

/**
 * The answers the server puts into the data block of a page the browser renders for someone with a session
 * cookie, asked with that cookie (backend spa.ts): the session user on every page, so nothing waits for the session
 * check, and on the dashboard the answers of its first view, so it paints without a round of API calls (issue 17).
 * main.tsx injects their endpoints (memberEndpoints.ts) before it seeds the store.
 */
export function memberPrefetchesFor(pathname: string): Prefetch[] {
  // An admin page's answers (adminRouteData.ts), asked with the same cookie: the API refuses them to anyone else.
  const admin = adminPrefetchesFor(pathname);
  if (admin) return [SESSION_USER, ...admin];
  if (pathname === '/dashboard') return [SESSION_USER, ...DASHBOARD];
  return [SESSION_USER, ...(MEMBER_PAGE_ANSWERS[pathname] ?? [])];
}

/**
 * Other members' pages whose first view waits on answers (issue 29): they come in the data block too, so the page
 * renders without a round of calls after its code. (The quiz's open attempt is read afresh by the page: its clock.)
 */
const MEMBER_PAGE_ANSWERS: Record<string, Prefetch[]> = {
  '/quiz': [
    {
      endpointName: 'getMyApplication',
      arg: undefined,
      url: '/api/applications/me',
      nullWhen: 'APPLICATION_NOT_SUBMITTED',
    },
    { endpointName: 'getCurrentQuiz', arg: undefined, url: '/api/quiz/current' },
  ],
  '/register': [{ endpointName: 'getBillingConfig', arg: undefined, url: '/api/billing/config' }],
};

/** The module main.tsx loads to inject the endpoints of a member's answers (memberEndpoints.ts), by its source path. */
export const MEMBER_ENDPOINTS = 'app/ssr/memberEndpoints';

/**
 * Members' pages whose first view the server renders, per request, from the answers it put into the data block
 * (entry-server.tsx `renderForMember`; never kept or shared: backend spa.ts). Other members' pages are rendered by
 * the browser.
 */
export const MEMBER_RENDERED_PATHS: readonly string[] = ['/dashboard'];

/**
 * Whether the server can render this member's page: it is one of MEMBER_RENDERED_PATHS, the session user is known
 * (not `null`: a session that has ended is sent to sign in by the browser) and every answer of its first view came.
 * Otherwise the browser renders the page from what the data block holds, and asks for the rest.
 */
export function rendersForMember(pathname: string, queries: readonly PrefetchedQuery[]): boolean {
  const admin = adminPrefetchesFor(pathname) !== null;
  if (!MEMBER_RENDERED_PATHS.includes(pathname) && !admin) return false;
  const answered = new Map(queries.map((query) => [query.endpointName, query.value]));
  if (answered.get(SESSION_USER.endpointName) == null) return false;
  // An admin page only for an admin with a second factor (RequireAdmin's rule), whatever else came: deny by default.
  if (admin && !adminMayView(answered.get(SESSION_USER.endpointName), answered.get('getTwoFactorStatus'))) return false;
  return memberPrefetchesFor(pathname).every((prefetch) => !prefetch.firstView || answered.has(prefetch.endpointName));
}
