import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * React.lazy for a page built with antd: loads the page and the antd theme in parallel (no
 * waterfall) and renders the page inside the theme. Pages that use no antd (the landing page)
 * use plain React.lazy and never download antd.
 */
export function lazyAntdPage(loadPage: () => Promise<PageModule>) {
  return lazy(async () => {
    const [{ default: Page }, { default: AntdTheme }] = await Promise.all([loadPage(), import('../AntdTheme')]);
    function ThemedPage() {
      return (
        <AntdTheme>
          <Page />
        </AntdTheme>
      );
    }
    ThemedPage.displayName = `Themed(${Page.displayName ?? Page.name ?? 'Page'})`;
    return { default: ThemedPage };
  });
}
