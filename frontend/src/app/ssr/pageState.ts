import { createContext, useContext } from 'react';
import type { AppStore } from '../store';
import { authApi } from '../../features/auth/authApi';

/** The id of the JSON data block the server writes into every page (`backend/src/platform/http/spa.ts`). */
export const PAGE_STATE_ID = 'penwright-state';

/** One RTK Query answer the server rendered the page with, in `upsertQueryEntries`' shape. */
export interface PrefetchedQuery {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/**
 * What the server tells the page about the request it answered. A data block, never executed, so the content
 * security policy needs no exception for it.
 */
export interface PageState {
  /**
   * False when the request carried no session cookie: the reader is a visitor, and the app need not ask
   * `GET /api/user` only to be told 401.
   */
  sessionCookie: boolean;
  /** The site's origin, for canonical URLs and structured data. */
  siteUrl: string;
  /** When the server rendered the page (ms since 1970); absent for pages rendered in the browser. */
  renderedAt?: number;
  /**
   * The answers the server rendered the page with: the browser starts from them, so hydration matches. On a page
   * the browser renders for someone with a session cookie: the session user and the page's first answers, asked
   * with that cookie (routeData.ts, `memberPrefetchesFor`), so the page paints without waiting for the API.
   */
  queries?: PrefetchedQuery[];
  /** The lazy pages the server rendered (app/routing/lazyPage.tsx): loaded as the browser starts hydrating. */
  pages?: string[];
  /** A page for reading: the browser loads its code and hydrates it at the first interaction (prerenderRoutes.ts). */
  hydrateOnInteraction?: boolean;
}

export function readPageState(doc: Document = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<PageState>;
    return typeof state.sessionCookie === 'boolean' && typeof state.siteUrl === 'string' ? (state as PageState) : null;
  } catch {
    return null; // a broken block must not take the site down: the app then asks the server itself
  }
}

/**
 * Puts the server's answers into the store before the first render, so no component starts loading. Answers can
 * only be stored for endpoints already injected: the others are returned, to be seeded once their endpoints are
 * (main.tsx, for a member's page: memberEndpoints.ts).
 */
export function seedStore(store: AppStore, state: Pick<PageState, 'sessionCookie' | 'queries'>): PrefetchedQuery[] {
  const entries = [...(state.queries ?? [])];
  if (!state.sessionCookie) entries.push({ endpointName: 'getUser', arg: undefined, value: null });
  const injected = (entry: PrefetchedQuery) => entry.endpointName in authApi.endpoints;
  const now = entries.filter(injected);
  // The entries name endpoints injected by several features; their shapes come from the server's answers.
  if (now.length > 0)
    store.dispatch(authApi.util.upsertQueryEntries(now as Parameters<typeof authApi.util.upsertQueryEntries>[0]));
  return entries.filter((entry) => !injected(entry));
}

/** Where and when the page was rendered: the same values on the server and during hydration. */
export interface RenderInfo {
  siteUrl: string;
  renderedAt: number;
}

const browserDefaults = (): RenderInfo => ({
  siteUrl: typeof window === 'undefined' ? '' : window.location.origin,
  renderedAt: Date.now(),
});

export const RenderInfoContext = createContext<RenderInfo>(browserDefaults());

export function useRenderInfo(): RenderInfo {
  return useContext(RenderInfoContext);
}
