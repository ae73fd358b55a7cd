import { ALL_POSTS } from '../../features/blog/blogFormat';
import { RECENT_POST_COUNT } from '../../features/blog/EditorialInsights';
import type { ErrorCode } from '../../api/errors';
import type { PrefetchedQuery } from './pageState';
import { adminMayView, adminPrefetchesFor } from './adminRouteData';
import { blogPostSlug } from './prerenderRoutes';
import { WRITING_TOOLS_TABS } from '../../features/writing-tools/useWritingToolsTab';

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

/** The member's application, or `null` when none was sent. */
const MY_APPLICATION: Prefetch = {
  endpointName: 'getMyApplication',
  arg: undefined,
  url: '/api/applications/me',
  nullWhen: 'APPLICATION_NOT_SUBMITTED',
};

/** The grammar tool's quota line (CheckQuota), under the text field of both checkers' forms. */
const TOOL_QUOTA: Prefetch = { endpointName: 'getToolQuota', arg: undefined, url: '/api/tools/quota' };

/**
 * What the dashboard asks as it renders: its first view (the title, the welcome line and the four figures:
 * `firstView`), then the Overview tab and the cards below (DashboardRest, rendered once the first view is painted).
 */
const DASHBOARD: Prefetch[] = [
  { endpointName: 'getMyEarnings', arg: undefined, url: '/api/earnings/me', firstView: true },
  { endpointName: 'getMyAssignments', arg: undefined, url: '/api/assignments/me', firstView: true },
  { ...MY_APPLICATION, firstView: true },
  { endpointName: 'getBillingConfig', arg: undefined, url: '/api/billing/config', firstView: true },
  { endpointName: 'getSocialFeed', arg: undefined, url: '/api/twitter/feed' },
  { endpointName: 'getWritingProgress', arg: undefined, url: '/api/writing-progress/me' },
  { endpointName: 'getMyPayouts', arg: undefined, url: '/api/payouts/me' },
  { endpointName: 'getMyActivity', arg: undefined, url: '/api/assignments/me/activity' },
  { endpointName: 'getMySubscription', arg: undefined, url: '/api/billing/subscription' },
];

/**
 * The member home (`/` signed in): its first view is the greeting (the session user); the cards below ask for
 * today's prompt, the editorial posts, the member's progress and application as they render.
 */
const MEMBER_HOME: Prefetch[] = [
  MY_APPLICATION,
  { endpointName: 'getDailyPrompt', arg: undefined, url: '/api/prompts/daily' },
  { endpointName: 'getFeaturedPost', arg: undefined, url: '/api/blog/featured' },
  blogPosts(RECENT_POST_COUNT + 1),
  { endpointName: 'getWritingProgress', arg: undefined, url: '/api/writing-progress/me' },
];

/**
 * A member's `/quiz` (issue 29): the gate or the start screen or the running quiz, whichever the answers say. The
 * open attempt comes as the page found it (`getQuizOnArrival`; the page reads it afresh for its clock once hydrated).
 */
const QUIZ: Prefetch[] = [
  { ...MY_APPLICATION, firstView: true },
  { endpointName: 'getCurrentQuiz', arg: undefined, url: '/api/quiz/current', firstView: true },
  { endpointName: 'getQuizAttempts', arg: undefined, url: '/api/quiz/attempts', firstView: true },
  { endpointName: 'getQuizOnArrival', arg: undefined, url: '/api/quiz/questions', firstView: true },
];

const COURSE_PLAYER = /^\/course\/(writing-basics|grammar-essentials)$/;
/** Certificates are UUIDs (content's `isCertificateId`): any other id is the browser's to answer (not found). */
const CERTIFICATE = /^\/certificates\/([0-9A-Fa-f-]{36})$/;

/**
 * Members' pages the server renders for the member (entry-server.tsx `renderForMember`), with the answers each
 * asks as it renders besides the session user; those marked `firstView` are the ones it cannot be rendered without.
 * The others (the tools, the jobs board, the resources) need nothing but the session user: their first view is the
 * page's own text, or the members-only gate's.
 */
interface MemberPage {
  path: RegExp;
  prefetches(pathname: string, search: URLSearchParams): Prefetch[];
  /**
   * Hydrated at the member's first interaction, as the visitor's pages to read are (prerenderRoutes.ts): the pages
   * one reads and follows links from. Their links work as links until then, what is typed first is kept (earlyInput.ts)
   * and a button pressed is pressed again (earlyClick.ts). Not the pages one types into and then submits (the tools,
   * the course players' questions): their buttons are rendered disabled until there is something to submit, and a
   * press of one before hydration would be lost (a journey's fill-then-click did lose it); they hydrate at once, in a
   * transition, as the dashboard does.
   */
  onInteraction?: true;
}

const MEMBER_PAGES: readonly MemberPage[] = [
  { path: /^\/dashboard$/, prefetches: () => DASHBOARD },
  // A member's /register starts at the membership step (the tier cards), made of the billing configuration (issue 29).
  {
    path: /^\/register$/,
    prefetches: () => [
      { endpointName: 'getBillingConfig', arg: undefined, url: '/api/billing/config', firstView: true },
    ],
  },
  { path: /^\/quiz$/, prefetches: () => QUIZ },
  { path: /^\/$/, prefetches: () => MEMBER_HOME, onInteraction: true },
  { path: /^\/writing-tools$/, prefetches: (_pathname, search) => writingToolsPrompt(search) },
  { path: /^\/(grammar-tool|plagiarism-check)$/, prefetches: () => [TOOL_QUOTA] },
  { path: /^\/(jobs-board|resources)$/, prefetches: () => [], onInteraction: true },
  {
    path: /^\/courses$/,
    prefetches: () => [{ endpointName: 'getMyWaitlists', arg: undefined, url: '/api/courses/waitlist' }],
    onInteraction: true,
  },
  {
    path: COURSE_PLAYER,
    prefetches: (pathname) => {
      const courseId = COURSE_PLAYER.exec(pathname)![1]!;
      return [
        { endpointName: 'getCourseProgress', arg: courseId, url: `/api/courses/${courseId}/progress`, firstView: true },
        MY_APPLICATION, // the completion screen's next step
      ];
    },
  },
  {
    path: CERTIFICATE,
    onInteraction: true,
    prefetches: (pathname) => {
      const id = CERTIFICATE.exec(pathname)![1]!;
      return [
        {
          endpointName: 'getCertificate',
          arg: id,
          url: `/api/certificates/${encodeURIComponent(id)}`,
          firstView: true,
        },
      ];
    },
  },
];

const memberPage = (pathname: string) => MEMBER_PAGES.find((page) => page.path.test(pathname));

/**
 * The prompt the writing tools open on (usePromptOnScreen): on the prompts tab, the one `&prompt={id}` names, else a
 * random unseen one, which the server asks (and so records as seen, D11) exactly as the page would as it opens; the
 * page takes it from the store instead of asking again. The other tabs ask for no prompt until the prompts tab opens.
 */
function writingToolsPrompt(search: URLSearchParams): Prefetch[] {
  // As useWritingToolsTab and usePinnedPromptId read the address: an unknown tab is the prompts tab, and a pin that
  // is not an id is no pin.
  const tab = search.get('tab');
  if (tab !== null && tab !== 'prompts' && (WRITING_TOOLS_TABS as readonly string[]).includes(tab)) return [];
  const pinned = search.get('prompt');
  if (pinned === null || !/^[1-9]\d{0,9}$/.test(pinned)) {
    return [{ endpointName: 'getRandomPrompt', arg: null, url: '/api/prompts/random' }];
  }
  return [{ endpointName: 'getPrompt', arg: Number(pinned), url: `/api/prompts/${pinned}` }];
}

/**
 * The answers the server puts into the data block of a page (its path and query string) for someone with a session
 * cookie, asked with that
 * cookie (backend spa.ts): the session user on every page, so nothing waits for the session check, and on the
 * members' pages it renders (MEMBER_PAGES) the answers they show, so they paint without a round of API calls
 * (issues 17 and 29). main.tsx injects their endpoints (memberEndpoints.ts) before it seeds the store.
 */
export function memberPrefetchesFor(location: string): Prefetch[] {
  try {
    const { pathname, searchParams } = new URL(location, 'http://localhost');
    // An admin page's answers (adminRouteData.ts), asked with the same cookie: the API refuses them to anyone else.
    const admin = adminPrefetchesFor(pathname, searchParams);
    if (admin) return [SESSION_USER, ...admin];
    const page = memberPage(pathname);
    if (page) return [SESSION_USER, ...page.prefetches(pathname, searchParams)];
    return [SESSION_USER];
  } catch {
    return [SESSION_USER]; // an address URL cannot read: the browser answers it
  }
}

/**
 * Whether a member's page the server rendered (at `url`, with these answers) waits for the member's first interaction
 * to hydrate: when it is such a page and every answer it asks came. An answer missing (an API error, a refusal) is
 * asked by the page itself, which must then hydrate at once to ask it and show what comes, not a placeholder.
 */
export function memberHydratesOnInteraction(url: string, queries: readonly PrefetchedQuery[]): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  if (memberPage(pathname)?.onInteraction !== true) return false;
  const answered = new Set(queries.map((query) => `${query.endpointName} ${JSON.stringify(query.arg ?? null)}`));
  return memberPrefetchesFor(url).every((prefetch) =>
    answered.has(`${prefetch.endpointName} ${JSON.stringify(prefetch.arg ?? null)}`),
  );
}

/** The module main.tsx loads to inject the endpoints of a member's answers (memberEndpoints.ts), by its source path. */
export const MEMBER_ENDPOINTS = 'app/ssr/memberEndpoints';

/**
 * Whether the server can render this member's page: it is one of MEMBER_PAGES, the session user is known
 * (not `null`: a session that has ended is sent to sign in by the browser) and every answer of its first view came.
 * Otherwise the browser renders the page from what the data block holds, and asks for the rest.
 */
export function rendersForMember(pathname: string, queries: readonly PrefetchedQuery[]): boolean {
  const admin = adminPrefetchesFor(pathname) !== null;
  if (!memberPage(pathname) && !admin) return false;
  const answered = new Map(queries.map((query) => [query.endpointName, query.value]));
  if (answered.get(SESSION_USER.endpointName) == null) return false;
  // An admin page only for an admin with a second factor (RequireAdmin's rule), whatever else came: deny by default.
  if (admin && !adminMayView(answered.get(SESSION_USER.endpointName), answered.get('getTwoFactorStatus'))) return false;
  return memberPrefetchesFor(pathname).every((prefetch) => !prefetch.firstView || answered.has(prefetch.endpointName));
}
