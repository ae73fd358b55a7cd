import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { weakEtag } from './etag';
import type { FetchJson } from './page-renderer';

/** Members' and editors' pages, and the API: nothing there is for search results. */
const DISALLOWED = ['/admin', '/api', '/dashboard'];

/** The list API's maximum (content's BLOG_LIST_LIMIT): the posts rendered ahead when the server starts. */
const NEWEST_POSTS = 50;

interface PostSummary {
  slug: string;
}

/** One post as `GET /api/blog/sitemap` names it: every post, not only the newest. */
interface PostDate {
  slug: string;
  lastModified: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `/robots.txt` and `/sitemap.xml` (issue 17), answered before the SPA's pages. The sitemap lists every
 * prerendered public page and every blog post with the day it was published, read from the public blog API
 * (`GET /api/blog/sitemap`) like any visitor would (so from the public answer cache).
 */
export function crawling(options: {
  publicPaths: readonly string[];
  /** SITE_URL: never the request's Host header, since robots.txt is cached publicly. */
  origin: string;
  fetchJsonFor: (req: Request) => FetchJson;
}): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/robots.txt') {
      const robots = robotsTxt(options.origin);
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.setHeader('ETag', weakEtag(robots));
      res.type('text/plain').send(robots);
      return;
    }
    if (req.path !== '/sitemap.xml') return next();
    sitemapXml(options.origin, options.publicPaths, options.fetchJsonFor(req)).then((xml) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('ETag', weakEtag(xml));
      res.type('application/xml').send(xml);
    }, next);
  };
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The newest posts, as the public blog list answers them. */
export async function blogPosts(fetchJson: FetchJson): Promise<PostSummary[]> {
  return answerOf<PostSummary[]>(fetchJson, `/api/blog/posts?limit=${NEWEST_POSTS}`);
}

async function answerOf<T>(fetchJson: FetchJson, url: string): Promise<T> {
  const answer = await fetchJson(url);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return answer.body as T;
}

async function sitemapXml(origin: string, publicPaths: readonly string[], fetchJson: FetchJson): Promise<string> {
  const posts = await answerOf<PostDate[]>(fetchJson, '/api/blog/sitemap');
  const day = (post: PostDate) => post.lastModified.slice(0, 10);
  const newest = posts.map(day).sort().at(-1);
  const urls = [
    ...publicPaths.map((path) => ({ path, lastmod: path === '/blog' ? newest : undefined })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: day(post) })),
  ];
  const entries = urls.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
