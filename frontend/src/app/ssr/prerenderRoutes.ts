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
