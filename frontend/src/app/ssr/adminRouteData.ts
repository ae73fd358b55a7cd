import type { Prefetch } from './routeData';

/**
 * The admin console's pages the server renders for an admin (issue 29), per request, as it renders a member's
 * dashboard: from the answers asked with the admin's own cookie, so the API's own rules decide what comes (an
 * admin route answers a member 403, an admin without a passed second factor SECOND_FACTOR_REQUIRED: then the answer
 * is missing and the browser renders the page, which sends them away). `firstView`: an answer the page's first view
 * shows, without which the server does not render it.
 */

/** RequireAdmin's question (the admin's second factor, D19), asked before any admin page renders. */
const TWO_FACTOR_STATUS: Prefetch = {
  endpointName: 'getTwoFactorStatus',
  arg: undefined,
  url: '/api/account/two-factor',
  firstView: true,
};

const CONSOLE_PATHS = ['/admin', '/admin-dashboard'];
const ASSIGNMENT = /^\/admin\/assignment\/([1-9]\d{0,9})$/;
const REVIEW = /^\/admin\/assignment\/([1-9]\d{0,9})\/review$/;
const USER = /^\/admin\/user\/([1-9]\d{0,9})$/;

/** The id of a detail page's address, as the page reads it (BackToAdmin.ts `positiveId`: at most 2^31 - 1). */
function idIn(pattern: RegExp, pathname: string): number | null {
  const id = Number(pattern.exec(pathname)?.[1] ?? NaN);
  return Number.isInteger(id) && id <= 2_147_483_647 ? id : null;
}

const assignment = (id: number): Prefetch => ({
  endpointName: 'getAdminAssignment',
  arg: id,
  url: `/api/admin/assignments/${id}`,
  firstView: true,
});

/**
 * The lists whose first page, unfiltered, is in the console's first view (TabPreview): the query the tab asks as it
 * opens (usePagedListArgs' FIRST_PAGE), so the tab's list starts from the same answer.
 */
const FIRST_PAGES: Record<string, Prefetch> = {
  users: { endpointName: 'getAdminUsers', arg: { page: 1, pageSize: 20 }, url: '/api/admin/users?page=1&pageSize=20' },
  assignments: {
    endpointName: 'getAdminAssignments',
    arg: { page: 1, pageSize: 20 },
    url: '/api/admin/assignments?page=1&pageSize=20',
  },
  payouts: {
    endpointName: 'getAdminPayouts',
    arg: { page: 1, pageSize: 20 },
    url: '/api/admin/payouts?page=1&pageSize=20',
  },
};

/** The open tab's first page, when the address names the tab alone (a filtered list is asked by the browser). */
function firstPageOf(search: URLSearchParams): Prefetch[] {
  const tab = search.get('tab');
  const alone = [...search.keys()].every((key) => key === 'tab');
  return tab !== null && alone && Object.hasOwn(FIRST_PAGES, tab) ? [FIRST_PAGES[tab]!] : [];
}

/**
 * What an admin page asks as it renders (after the session user), or null for a page the server does not render for
 * an admin. The console's first view is its title and tab list, and the Users, Assignments or Payouts tab's first
 * page; the other tabs' lists are asked by the browser, after the first paint. The review desk's first view is the
 * assignment (title, facts); its comments come with it.
 */
export function adminPrefetchesFor(pathname: string, search = new URLSearchParams()): Prefetch[] | null {
  if (CONSOLE_PATHS.includes(pathname)) return [TWO_FACTOR_STATUS, ...firstPageOf(search)];
  const review = idIn(REVIEW, pathname);
  if (review !== null) {
    return [
      TWO_FACTOR_STATUS,
      assignment(review),
      { endpointName: 'getReviewComments', arg: review, url: `/api/admin/assignments/${review}/comments` },
    ];
  }
  const detail = idIn(ASSIGNMENT, pathname);
  if (detail !== null) return [TWO_FACTOR_STATUS, assignment(detail)];
  const user = idIn(USER, pathname);
  if (user !== null) {
    return [
      TWO_FACTOR_STATUS,
      { endpointName: 'getAdminUser', arg: user, url: `/api/admin/users/${user}`, firstView: true },
    ];
  }
  return null;
}

/**
 * Whether the session user may see an admin page as the server would render it: an admin (the session check's
 * answer) with a second factor set up (RequireAdmin's rule). Anything else, including answers of an unexpected
 * shape, is no: the browser then renders the page and RequireAdmin decides.
 */
export function adminMayView(user: unknown, twoFactor: unknown): boolean {
  const isAdmin = typeof user === 'object' && user !== null && (user as { isAdmin?: unknown }).isAdmin === true;
  const methods = typeof twoFactor === 'object' && twoFactor !== null && (twoFactor as { methods?: unknown }).methods;
  return isAdmin && Array.isArray(methods) && methods.length > 0;
}

/** The module main.tsx loads to inject the endpoints of an admin page's answers (adminEndpoints.ts). */
export const ADMIN_ENDPOINTS = 'app/ssr/adminEndpoints';

/** Whether a path is one of the admin pages whose answers adminEndpoints.ts injects. */
export const isAdminPage = (pathname: string) => adminPrefetchesFor(pathname) !== null;
