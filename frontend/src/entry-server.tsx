/**
 * The server's render of the public pages (issue 17), built by `vite build --ssr` into dist-ssr/ and loaded by the
 * backend (backend/src/platform/http/page-renderer.ts). It renders the same tree as main.tsx, for a visitor
 * (no session), with the answers the page needs fetched first; the browser then hydrates that HTML.
 */
import './app/ssr/forHydration';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { baseApi } from './api/baseApi';
import { AppRoot } from './app/AppRoot';
import { brand } from './app/brand';
import { hydratesOnInteraction, isPrerendered, PRERENDERED_PATHS, routeStatus } from './app/ssr/prerenderRoutes';
import { liftPreloads } from './app/ssr/liftPreloads';
import { dependsOnContent, memberPrefetchesFor, prefetchesFor } from './app/ssr/routeData';
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
  const store = createStore();
  seedStore(store, state);
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
            router={(routes) => <StaticRouter location={pathname}>{routes}</StaticRouter>}
          />
        </RenderedPagesContext.Provider>
      </HeadCollectorContext.Provider>
    </StyleProvider>,
    // React would leave a failed part for the browser to render; the server answers with the browser's render.
    // Every boundary inline: React outlines large ones to be moved in by an inline script, which the CSP forbids.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const { preloads, body } = liftPreloads(await text(prelude));
  if (errors.length > 0) throw new AggregateError(errors, `${pathname}: the page failed to render on the server`);
  // The server's render keeps no RTK Query timers (unused answers are dropped after a day): nothing outlives it.
  store.dispatch(baseApi.util.resetApiState());
  if (!collector.head) throw new Error(`${pathname}: the page declared no title and description (usePageMeta)`);
  return {
    kind: 'page',
    status: 200,
    head: `${headHtml(collector.head, siteUrl, brand.brandName)}
    ${preloads}${extractStyle(styles)}`,
    body,
    state: { ...state, pages: [...pages], hydrateOnInteraction: hydratesOnInteraction(pathname) },
    content: dependsOnContent(pathname),
  };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
