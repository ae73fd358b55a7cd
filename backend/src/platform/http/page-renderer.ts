import { existsSync } from 'node:fs';
import type { Logger } from 'pino';
import type { BrandConfig } from '../config/platform-settings';
import type { Clock } from '../../shared/domain/clock';
import type { HtmlTemplate } from './html-template';
import type { PageAssets } from './page-assets';
import { digest } from './page-bytes';

/** The interface of the frontend's prerender bundle (frontend/src/entry-server.tsx, built into dist-ssr/). */
export interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  isPrerendered(pathname: string): boolean;
  /** The status of a page the browser renders: 404 for paths the router does not know. */
  routeStatus(pathname: string): number;
  /** The answers a member's page starts from (frontend app/ssr/routeData.ts); absent in bundles built before it. */
  /** `url`: the page's path with its query string, if it has one. */
  memberPrefetchesFor?(url: string): MemberPrefetch[];
  render(request: {
    pathname: string;
    siteUrl: string;
    fetchJson(url: string): Promise<{ status: number; body: unknown }>;
  }): Promise<RenderResult>;
  /**
   * A member's page (the dashboard) rendered from the answers asked with that member's cookie, or 'browser' when it
   * cannot be (another page, the session ended, an answer of its first view missing); absent in older bundles.
   */
  renderForMember?(request: { url: string; siteUrl: string; queries: readonly MemberAnswer[] }): Promise<RenderResult>;
}

type RenderResult =
  | {
      kind: 'page';
      status: number;
      head: string;
      body: string;
      state: object;
      content: boolean;
      /**
       * The modules the browser loads before it hydrates the page, by source path under the frontend's src/ (its lazy
       * pages and what they need): given for a member's page, whose stylesheets and chunks the page then names.
       */
      code?: string[];
    }
  | { kind: 'browser'; status: number };

/** One answer in the page's data block, as the frontend's store takes it (app/ssr/pageState.ts PrefetchedQuery). */
export interface MemberAnswer {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** One API answer a member's page starts from: its URL, and the store entry (RTK Query endpoint, argument) it fills. */
export interface MemberPrefetch {
  endpointName: string;
  arg: unknown;
  url: string;
  /** The error code the endpoint reads as the answer `null` (the session check's UNAUTHENTICATED). */
  nullWhen?: string;
}

/**
 * Where the rendered HTML names the site's origin: replaced by each answer's origin (SITE_URL or the request's),
 * so one rendering serves every host name the site answers to. `.invalid` can never be a real host.
 */
export const ORIGIN_PLACEHOLDER = 'https://penwright-origin.invalid';

export interface RenderedPage {
  status: number;
  /** The whole document, naming the origin as ORIGIN_PLACEHOLDER. */
  html: string;
  /** A digest of `html`: an answer's ETag is this and the origin it names. */
  digest: string;
}

/** Listed pages and blog posts: far fewer than this, so only URL variants an attacker makes are refused. */
const MAX_PAGES = 500;

interface Entry {
  page: RenderedPage;
  /** Pages of editorial content expire with the content caches; the others live as long as the process. */
  expiresAt: number;
}

/** GET of one of the app's own API URLs, as a visitor (see spa.ts: a request to this process itself). */
export type FetchJson = (url: string) => Promise<{ status: number; body: unknown }>;

/**
 * The server's rendering of the public pages (issue 17): the frontend's prerender bundle renders a page for a
 * visitor with the API answers it needs, and the HTML is kept, so most visitors get a page rendered once. Pages of
 * editorial content (landing, blog) are rendered again after CONTENT_CACHE_SECONDS (the request that finds one
 * older gets it while the new one renders) and dropped at once when the content changes (`forgetContent`, called
 * with the public answer cache's `forgetTag`), so a post an editor adds is served without a rebuild. Concurrent
 * requests for a page not yet rendered share one rendering.
 */
export class PageRenderer {
  private readonly pages = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<RenderedPage | number>>();
  /** Bumped by `forgetContent`: a rendering that started before a change is not kept after it. */
  private contentVersion = 0;

  constructor(
    private readonly bundle: PrerenderModule,
    private readonly template: HtmlTemplate,
    private readonly contentTtlMs: number,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** The build's chunks and stylesheets, for the pages rendered for a member; null without the build's manifest. */
    private readonly assets: PageAssets | null = null,
  ) {}

  /** Loads the bundle next to the built frontend, or answers null when the frontend was built without it. */
  static load(bundlePath: string, brand: BrandConfig): PrerenderModule | null {
    if (!existsSync(bundlePath)) return null;
    // The bundle's brand settings (frontend/src/app/brand.ts) are read once, as it loads.
    (globalThis as { __PENWRIGHT_CONFIG__?: BrandConfig }).__PENWRIGHT_CONFIG__ = brand;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(bundlePath) as PrerenderModule;
  }

  get paths(): readonly string[] {
    return this.bundle.PRERENDERED_PATHS;
  }

  statusOf(pathname: string): number {
    return this.bundle.routeStatus(pathname);
  }

  /** What a member's page (rendered by the browser) starts from: the server asks it with the member's cookie. */
  memberPrefetches(url: string): MemberPrefetch[] {
    return this.bundle.memberPrefetchesFor?.(url) ?? [];
  }

  /**
   * The page for a visitor, rendered or kept; a status when the browser must render it (a page the server does
   * not prerender, a post the API does not know, an answer that failed).
   */
  async page(pathname: string, fetchJson: FetchJson): Promise<RenderedPage | number> {
    if (!this.bundle.isPrerendered(pathname)) return this.bundle.routeStatus(pathname);
    const kept = this.pages.get(pathname);
    if (kept && kept.expiresAt > this.clock.now().getTime()) return kept.page;
    const rendering = this.rendering.get(pathname) ?? this.startRendering(pathname, fetchJson);
    // Past its time, a page is served once more while it renders again: no visitor waits for a rendering
    // because time passed. (A change of content drops the page, so it is never served after the change.)
    return kept ? kept.page : rendering;
  }

  private startRendering(pathname: string, fetchJson: FetchJson): Promise<RenderedPage | number> {
    const rendering = this.render(pathname, fetchJson).finally(() => this.rendering.delete(pathname));
    this.rendering.set(pathname, rendering);
    return rendering;
  }

  /**
   * A member's page rendered for this request alone, from the answers asked with the member's cookie (issue 17): its
   * HTML holds that member's data, so it is neither kept here nor shared with any other request (spa.ts sends it
   * `private, no-cache`). Null when the browser is to render the page: another page, a session that has ended, an
   * answer of the first view missing, a bundle without the member render, or a rendering that failed.
   */
  async memberPage(url: string, siteUrl: string, queries: readonly MemberAnswer[]): Promise<string | null> {
    if (!this.bundle.renderForMember) return null;
    let result: RenderResult;
    try {
      result = await this.bundle.renderForMember({ url, siteUrl, queries });
    } catch (error) {
      this.logger.error(
        { err: error, pathname: url.split('?')[0] },
        'rendering a member’s page failed; the browser renders it',
      );
      return null;
    }
    if (result.kind === 'browser') return null;
    // The member's answers are in the data block: the browser hydrates the page from them. Its lazy pages' stylesheets
    // are in the page, and their chunks named for the browser to fetch as soon as the page is painted.
    const code = result.code && this.assets?.of(result.code);
    return this.template.page({ head: result.head, body: result.body, state: result.state, code });
  }

  /** Editorial content changed: pages made of it are rendered again on their next request. */
  forgetContent(): void {
    this.contentVersion += 1;
    for (const [pathname, entry] of this.pages) if (entry.expiresAt !== Infinity) this.pages.delete(pathname);
  }

  /** Renders pages once, one after another, so their first visitors do not wait for a rendering. */
  async warmUp(paths: readonly string[], fetchJson: FetchJson): Promise<void> {
    for (const pathname of paths) await this.page(pathname, fetchJson);
  }

  private async render(pathname: string, fetchJson: FetchJson): Promise<RenderedPage | number> {
    const version = this.contentVersion;
    let result: RenderResult;
    try {
      result = await this.bundle.render({ pathname, siteUrl: ORIGIN_PLACEHOLDER, fetchJson });
    } catch (error) {
      // The visitor still gets the page: the browser renders it, as it does for members.
      this.logger.error({ err: error, pathname }, 'prerendering a page failed; the browser renders it');
      this.pages.delete(pathname);
      return 200;
    }
    if (result.kind === 'browser') {
      this.pages.delete(pathname); // a post removed since: its page must not be served again
      return result.status;
    }
    const html = this.template.page({ head: result.head, body: result.body, state: result.state });
    const page = { status: result.status, html, digest: digest(html) };
    if (!result.content) this.keep(pathname, { page, expiresAt: Infinity });
    else if (this.contentTtlMs > 0 && version === this.contentVersion) {
      this.keep(pathname, { page, expiresAt: this.clock.now().getTime() + this.contentTtlMs });
    }
    return page;
  }

  private keep(pathname: string, entry: Entry): void {
    if (this.pages.size >= MAX_PAGES && !this.pages.has(pathname)) {
      const now = this.clock.now().getTime();
      for (const [kept, { expiresAt }] of this.pages) if (expiresAt <= now) this.pages.delete(kept);
      if (this.pages.size >= MAX_PAGES) return;
    }
    this.pages.set(pathname, entry);
  }
}
