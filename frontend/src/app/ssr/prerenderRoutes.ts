import { matchRoutes } from 'react-router-dom';
import { ARTICLES } from '../../features/articles/articles.data';
import { LEGAL_DOCUMENTS } from '../../features/legal/legal.data';
import { appRoutes } from '../router';

/**
 * The public pages whose content does not depend on the reader: the server renders them for visitors
 * (issue 17), and the sitemap lists them. Members, and pages not listed, get the page rendered in the browser.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  ...ARTICLES.map((article) => `/articles/${article.slug}`),
  '/blog',
  '/courses',
  '/course/writing-basics',
  '/course/grammar-essentials',
  ...LEGAL_DOCUMENTS.map((document) => `/${document.slug}`),
  '/contact',
  '/apply',
  '/jobs-board',
  '/resources',
  // The members' tools, as a visitor meets them: the checkers behind the members' gate, the writing tools' sign-in
  // request (issue 29). A member gets them rendered for the member (routeData.ts MEMBER_PAGES).
  '/grammar-tool',
  '/plagiarism-check',
  '/writing-tools',
  '/login',
  '/register',
];

/** Posts are added by editors: any slug is rendered, and one the API does not know answers 404. */
const BLOG_POST = /^\/blog\/([A-Za-z0-9][A-Za-z0-9_-]*)$/;

export function blogPostSlug(pathname: string): string | null {
  return BLOG_POST.exec(pathname)?.[1] ?? null;
}

export const isPrerendered = (pathname: string) =>
  PRERENDERED_PATHS.includes(pathname) || blogPostSlug(pathname) !== null;

const ARTICLE_PATH = /^\/articles\/[^/]+$/;

/**
 * The status of a page the browser renders: 404 for a path the router does not know (its not-found page) and for
 * an article that does not exist; 200 otherwise. (A post the API does not know is found out when it is fetched.)
 */
export function routeStatus(pathname: string): 200 | 404 {
  if (ARTICLE_PATH.test(pathname)) return ARTICLES.some((known) => `/articles/${known.slug}` === pathname) ? 200 : 404;
  const matches = matchRoutes(appRoutes, pathname);
  return !matches || matches[matches.length - 1]!.route.path === '*' ? 404 : 200;
}

/**
 * Prerendered pages that work as the server sent them until they are used: pages to read (their links work as
 * links, their few buttons wait), the sign-in page and the landing page, whose newsletter form is below the first
 * screen (what is typed into either before is kept: earlyInput.ts). The browser loads their code and hydrates them at
 * the reader's first interaction (a key, a touch, a pointer press, focus, scroll), not while the page loads. The
 * other pages with forms (registration, the application, the newsletter's own pages) hydrate at once.
 */
const ON_INTERACTION = [
  /^\/$/,
  /^\/articles\//,
  /^\/blog(\/|$)/,
  /^\/courses$/,
  /^\/jobs-board$/,
  // A visitor's checkers are behind the gate (its links work as links) and the writing tools ask to sign in (a link).
  /^\/(grammar-tool|plagiarism-check|writing-tools)$/,
  /^\/(terms-of-service|privacy-policy|refund-policy)$/,
  /^\/login$/,
];

export const hydratesOnInteraction = (pathname: string) => ON_INTERACTION.some((pattern) => pattern.test(pathname));
