import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { BrandConfig } from '../config/platform-settings';
import type { Clock } from '../../shared/domain/clock';
import { preferredEncoding } from './compression';
import { blogPosts, crawling } from './crawling';
import { HtmlTemplate } from './html-template';
import { memberAnswers } from './member-answers';
import { PageAssets } from './page-assets';
import { digest, PageBytes, PageBytesCache } from './page-bytes';
import { ORIGIN_PLACEHOLDER, PageRenderer, type FetchJson } from './page-renderer';
import { hasSessionCookie } from './sessions';
import { staticFiles } from './static-files';

/** Express routes paths case-insensitively, so `/API/user` is an API path too. */
const API_PATH = /^\/api(\/|$)/i;

export interface SpaOptions {
  frontendDir: string;
  brand: BrandConfig;
  /** SITE_URL: every page, robots.txt and the sitemap name it, never the request's Host header. */
  siteUrl: string;
  /** How long a page of editorial content is kept (CONTENT_CACHE_SECONDS). */
  contentTtlMs: number;
  clock: Clock;
  logger: Logger;
}

export interface Spa {
  handlers: RequestHandler[];
  /** The server's rendering of the public pages; null when the frontend was built without its prerender bundle. */
  pages: PageRenderer | null;
}

/**
 * Serves the built frontend on the API's port: its files (precompressed, hashed ones cached for a year),
 * `/robots.txt` and `/sitemap.xml`, and for every other GET outside /api a page. A visitor (no session cookie) of a
 * public page gets it rendered on the server (page-renderer.ts), and a member their dashboard, rendered for them
 * alone; everyone else gets index.html, rendered by the browser. Pages are `no-cache` with an ETag (a member's
 * `private`), and name in their data block whether a session cookie came.
 */
export function spaAssets(options: SpaOptions): Spa {
  const indexFile = join(options.frontendDir, 'index.html');
  if (!existsSync(indexFile)) return { handlers: [], pages: null };
  const template = HtmlTemplate.load(options.frontendDir, options.brand);
  const bundle = PageRenderer.load(join(dirname(options.frontendDir), 'dist-ssr', 'entry-server.cjs'), options.brand);
  const pages =
    bundle &&
    new PageRenderer(
      bundle,
      template,
      options.contentTtlMs,
      options.clock,
      options.logger,
      PageAssets.load(options.frontendDir),
    );
  if (!pages) options.logger.warn('frontend/dist-ssr is missing: public pages are rendered by the browser only');

  const files = staticFiles(options.frontendDir, ['index.html']);
  // API requests never look at the disk.
  const staticHandler = (req: Request, res: Response, next: NextFunction) =>
    API_PATH.test(req.path) ? next() : files(req, res, next);
  const crawlers = crawling({ publicPaths: pages?.paths ?? ['/'], origin: options.siteUrl, fetchJsonFor: loopback });

  const sent = new PageBytesCache();
  const page = async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATH.test(req.path)) return next();
    const origin = options.siteUrl;
    const visitor = !hasSessionCookie(req);
    let status = pages?.statusOf(req.path) ?? 200;
    // A query string may change what a page shows in the browser: such URLs are left to it.
    if (pages && visitor && !req.originalUrl.includes('?')) {
      const rendered = await pages.page(req.path, loopback(req));
      if (typeof rendered !== 'number') {
        const bytes = sent.get(
          `${rendered.digest} ${origin}`,
          () => rendered.html.replaceAll(ORIGIN_PLACEHOLDER, origin),
          () => `W/"${rendered.digest}-${digest(origin).slice(0, 12)}"`,
        );
        return sendPage(req, res, rendered.status, bytes);
      }
      status = rendered;
    }
    if (pages && !visitor && req.method === 'GET') {
      // A member's page starts from the session user (and the dashboard from its first answers), and the dashboard is
      // rendered from them: per member, so rendered, composed and compressed for this answer only, never kept here,
      // and never stored by a shared cache. When it cannot be rendered, the browser renders it from the same answers.
      // The page's query string may change what it asks (the writing tools' tab), so its answers are asked by URL.
      const query = req.originalUrl.indexOf('?');
      const url = query < 0 ? req.path : `${req.path}${req.originalUrl.slice(query)}`;
      const queries = await memberAnswers(pages.memberPrefetches(url), loopback(req, req.headers.cookie));
      if (queries.length > 0) {
        const rendered = status === 200 ? await pages.memberPage(url, origin, queries) : null;
        const html = rendered ?? template.shell({ sessionCookie: true, siteUrl: origin, queries });
        return sendPage(req, res, status, new PageBytes(html, `W/"${digest(html)}"`), 'private, no-cache');
      }
    }
    const shell = sent.get(`index.html ${!visitor} ${origin}`, () =>
      template.shell({ sessionCookie: !visitor, siteUrl: origin }),
    );
    sendPage(req, res, status, shell);
  };
  return { handlers: [staticHandler, crawlers, page], pages };
}

/** Renders the listed pages and the newest posts once the server listens, so the first visitors get them at once. */
export function warmUpWhenListening(server: Server, pages: PageRenderer, logger: Logger): void {
  server.once('listening', () => {
    const address = server.address() as AddressInfo | null;
    if (!address || typeof address !== 'object') return;
    const fetchJson = loopbackTo(address.address, address.port);
    const started = Date.now();
    const warmUp = async () => {
      const posts = (await blogPosts(fetchJson)).map((post) => `/blog/${post.slug}`);
      await pages.warmUp([...pages.paths, ...posts], fetchJson);
      return pages.paths.length + posts.length;
    };
    warmUp().then(
      (count) => logger.info({ pages: count, ms: Date.now() - started }, 'public pages prerendered'),
      (error: unknown) => logger.warn({ err: error }, 'prerendering the public pages at start-up failed'),
    );
  });
}

/**
 * Every page may change at the next request (`no-cache`, answered 304 while its ETag holds), and depends on the
 * cookie (visitor or member) and the encoding. Its bytes come compressed as the browser accepts them.
 */
function sendPage(req: Request, res: Response, status: number, page: PageBytes, cacheControl = 'no-cache'): void {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  res.setHeader('ETag', page.etag);
  res.type('html');
  if (status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req, ['br', 'gzip']);
  const body = encoding ? page.as(encoding) : page.identity;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.status(status).end(body);
}

/**
 * The API as a visitor would ask it, from this process to itself (the address and port the request came to); with
 * `cookie`, as the member whose cookies they are.
 */
function loopback(req: Request, cookie?: string): FetchJson {
  return loopbackTo(req.socket.localAddress ?? '127.0.0.1', req.socket.localPort ?? 80, cookie);
}

/** A member's page waits for its answers at most this long; the browser asks for the ones that take longer. */
const MEMBER_ANSWER_TIMEOUT_MS = 3_000;

function loopbackTo(address: string, port: number, cookie?: string): FetchJson {
  const host = address.startsWith('::ffff:')
    ? address.slice('::ffff:'.length)
    : address === '::' || address === '0.0.0.0'
      ? '127.0.0.1'
      : address.includes(':')
        ? `[${address}]`
        : address;
  return async (url) => {
    const response = await fetch(`http://${host}:${port}${url}`, {
      headers: cookie ? { cookie } : {},
      signal: AbortSignal.timeout(cookie ? MEMBER_ANSWER_TIMEOUT_MS : 10_000),
    });
    // An error answer's body too: its code decides whether a refusal reads as `null` (member-answers.ts).
    const body = (await response.json().catch(() => null)) as unknown;
    return { status: response.status, body };
  };
}
