/**
 * The server's render of the public pages (issue 17), built by `vite build --ssr` into dist-ssr/ and loaded by the
 * backend (backend/src/platform/http/page-renderer.ts). It renders the same tree as main.tsx, for a visitor
 * (no session), with the answers the page needs fetched first; the browser then hydrates that HTML. It also renders
 * a member's dashboard from the answers the server asked with the member's cookie (`renderForMember`), per request.
 */
import './app/ssr/forHydration';
// The endpoints of a member's answers: in the store before the member's page renders (main.tsx loads them too).
import './app/ssr/memberEndpoints';
// And those of an admin's answers (issue 29: the admin pages rendered for the admin).
import './app/ssr/adminEndpoints';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { baseApi } from './api/baseApi';
import { AppRoot } from './app/AppRoot';
import { brand } from './app/brand';
import { hydratesOnInteraction, isPrerendered, PRERENDERED_PATHS, routeStatus } from './app/ssr/prerenderRoutes';
import { liftPreloads } from './app/ssr/liftPreloads';
import { ADMIN_ENDPOINTS, isAdminPage } from './app/ssr/adminRouteData';
import {
  dependsOnContent,
  MEMBER_ENDPOINTS,
  memberHydratesOnInteraction,
  memberPrefetchesFor,
  prefetchesFor,
  rendersForMember,
} from './app/ssr/routeData';
import type { PageState, PrefetchedQuery } from './app/ssr/pageState';
import { seedStore } from './app/ssr/pageState';
import { RenderedPagesContext } from './app/routing/lazyPage';
import { createStore } from './app/store';
import { headHtml } from './features/seo/headTags';
import { HeadCollector, HeadCollectorContext } from './features/seo/pageMeta';

export { isPrerendered, memberPrefetchesFor, PRERENDERED_PATHS, routeStatus };

export interface RenderRequest {
  /** The path of the page, without a query string. */
  pathname: string;
  /** The site's origin as the page should name it (the server may put a placeholder and replace it later). */
  siteUrl: string;
  /** GET of one of the app's own API URLs, as a visitor. */
  fetchJson(url: string): Promise<{ status: number; body: unknown }>;
}

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      /** Title, description, canonical URL, Open Graph and Twitter tags, JSON-LD, and antd's styles. */
      head: string;
      /** The markup of the app, for `<div id="root">`. */
      body: string;
      state: PageState;
      /** Made of editorial content: keep it only as long as the content caches keep theirs. */
      content: boolean;
      /**
       * For a member's page: the modules the browser loads before it hydrates it, by source path under src/ (its lazy
       * pages, the endpoints of its answers), so the server can put their stylesheets into the page and name their
       * chunks (backend platform/http/page-assets.ts).
       */
      code?: string[];
    }
  /** Not rendered here (a page for the browser, or an answer missing): the browser renders it, with `status`. */
  | { kind: 'browser'; status: number };

export async function render({ pathname, siteUrl, fetchJson }: RenderRequest): Promise<RenderResult> {
  if (!isPrerendered(pathname)) return { kind: 'browser', status: routeStatus(pathname) };

  const queries: PrefetchedQuery[] = [];
  const answers = await Promise.all(prefetchesFor(pathname).map(async (p) => ({ p, answer: await fetchJson(p.url) })));
  for (const { p, answer } of answers) {
    // A post the API does not know is the not-found page the browser shows, with its status; an answer that
    // failed leaves the page to the browser, which shows its own error.
    if (answer.status !== 200) return { kind: 'browser', status: answer.status === 404 ? 404 : 200 };
    queries.push({ endpointName: p.endpointName, arg: p.arg, value: answer.body });
  }

  const state: PageState = { sessionCookie: false, siteUrl, renderedAt: Date.now(), queries };
  const page = await renderApp(pathname, state);
  return {
    kind: 'page',
    status: 200,
    head: page.head,
    body: page.body,
    state: { ...state, pages: page.pages, hydrateOnInteraction: hydratesOnInteraction(pathname) },
    content: dependsOnContent(pathname),
  };
}

export interface MemberRenderRequest {
  /** The page's path, with its query string if it has one. */
  url: string;
  /** The site's origin as the page names it: the request's own (the rendering serves this answer alone). */
  siteUrl: string;
  /** The answers the server asked with the member's cookie (routeData.ts `memberPrefetchesFor`), as in the data block. */
  queries: PrefetchedQuery[];
}

/**
 * A member's page (routeData.ts MEMBER_PAGES: the dashboard, the member home, the tools, courses...) rendered for the member whose answers these are, so that
 * its first view (title, welcome line, figures) is in the HTML; the browser hydrates it from the same answers. The
 * answer is for this member's request only: the caller never keeps it. When the answers do not allow it (the session
 * has ended, an answer of the first view is missing), the browser renders the page, as before.
 */
export async function renderForMember({ url, siteUrl, queries }: MemberRenderRequest): Promise<RenderResult> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const status = routeStatus(pathname);
  if (status !== 200 || !rendersForMember(pathname, queries)) return { kind: 'browser', status };
  const state: PageState = { sessionCookie: true, siteUrl, renderedAt: Date.now(), queries };
  const page = await renderApp(url, state);
  return {
    kind: 'page',
    status: 200,
    head: page.head,
    body: page.body,
    state: { ...state, pages: page.pages, hydrateOnInteraction: memberHydratesOnInteraction(url, queries) },
    content: false,
    // What main.tsx loads before it hydrates: the lazy pages rendered, and the endpoints of the member's answers.
    code: [...page.pages, isAdminPage(pathname) ? ADMIN_ENDPOINTS : MEMBER_ENDPOINTS],
  };
}

/** The app rendered at `location` from the state's answers, as the browser will hydrate it. */
async function renderApp(location: string, state: PageState): Promise<{ head: string; body: string; pages: string[] }> {
  const { siteUrl } = state;
  const store = createStore();
  const unseeded = seedStore(store, state);
  if (unseeded.length > 0) {
    throw new Error(`${location}: no endpoint for ${unseeded.map((entry) => entry.endpointName).join(', ')}`);
  }
  const collector = new HeadCollector();
  const pages = new Set<string>();
  const styles = createCache();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={styles}>
      <HeadCollectorContext.Provider value={collector}>
        <RenderedPagesContext.Provider value={pages}>
          <AppRoot
            store={store}
            info={{ siteUrl, renderedAt: state.renderedAt! }}
            router={(routes) => <StaticRouter location={location}>{routes}</StaticRouter>}
          />
        </RenderedPagesContext.Provider>
      </HeadCollectorContext.Provider>
    </StyleProvider>,
    // React would leave a failed part for the browser to render; the server answers with the browser's render.
    // Every boundary inline: React outlines large ones to be moved in by an inline script, which the CSP forbids.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const { preloads, body } = liftPreloads(await text(prelude));
  if (errors.length > 0) throw new AggregateError(errors, `${location}: the page failed to render on the server`);
  // The server's render keeps no RTK Query timers (unused answers are dropped after a day): nothing outlives it.
  store.dispatch(baseApi.util.resetApiState());
  if (!collector.head) throw new Error(`${location}: the page declared no title and description (usePageMeta)`);
  return {
    head: `${headHtml(collector.head, siteUrl, brand.brandName)}
    ${preloads}${extractStyle(styles)}`,
    body,
    pages: [...pages],
  };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
