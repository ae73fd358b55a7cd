import { createContext, lazy, useContext, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** Every lazy page by its source path under src/ (`features/auth/LoginPage`), for `preloadPages`. */
const preloaders = new Map<string, () => Promise<unknown>>();

/** Until it resolves, lazy pages wait before they load (`holdPagesUntil`). */
let gate: Promise<unknown> = Promise.resolve();

/**
 * Lazy pages load only once `until` resolves: a page the server rendered for reading shows as it is, and its code
 * (and its hydration) waits for the reader's first interaction (main.tsx).
 */
export function holdPagesUntil(until: Promise<unknown>): void {
  gate = until;
}

/** The antd theme's module: pages built with antd load it with them. */
const ANTD_THEME = 'app/AntdTheme';

/** On the server: the lazy pages a render used, so the page can preload their code (entry-server.tsx). */
export const RenderedPagesContext = createContext<Set<string> | null>(null);

/**
 * A page loaded on demand, in its own chunk (architecture rule 9), that can also be loaded ahead: the browser
 * loads the pages the server rendered before it hydrates them (main.tsx), so hydration finds their code at hand
 * and the server's HTML is never replaced by a spinner. `antd`: the page is built with antd and renders inside the
 * theme, loaded in parallel (no waterfall); pages without it (the landing page) never download antd.
 */
export function lazyPage(id: string, load: () => Promise<PageModule>, { antd = false } = {}): ComponentType {
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= antd
      ? Promise.all([load(), import('../AntdTheme')]).then(([page, theme]) => ({
          default: themed(page.default, theme.default),
        }))
      : load());
  preloaders.set(id, preload);
  // React.lazy of the one loading: a page loaded ahead resolves at once.
  const Page = lazy(() => gate.then(preload));

  function LazyPage() {
    const rendered = useContext(RenderedPagesContext);
    rendered?.add(id);
    if (antd) rendered?.add(ANTD_THEME);
    return <Page />;
  }
  LazyPage.displayName = `Lazy(${id})`;
  LazyPage.pageId = id;
  return LazyPage;
}

/** The lazy page a route element renders, if it is one (`lazyPage`'s id), to load it ahead. */
export function pageIdOf(element: unknown): string | undefined {
  const type = (element as { type?: { pageId?: unknown } } | null)?.type;
  return typeof type?.pageId === 'string' ? type.pageId : undefined;
}

function themed(Page: ComponentType, AntdTheme: ComponentType<{ children: React.ReactNode }>): ComponentType {
  function ThemedPage() {
    return (
      <AntdTheme>
        <Page />
      </AntdTheme>
    );
  }
  ThemedPage.displayName = `Themed(${Page.displayName ?? Page.name ?? 'Page'})`;
  return ThemedPage;
}

/** Loads the named pages' code (ids as `lazyPage` got them; the antd theme comes with its pages). */
export function preloadPages(ids: readonly string[]): Promise<unknown> {
  return Promise.all(ids.map((id) => preloaders.get(id)?.()));
}
