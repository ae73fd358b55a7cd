import ConfigProvider from 'antd/es/config-provider';
import { use, type ReactNode } from 'react';
import antdStylesheet from 'virtual:antd-styles';
import { theme } from './theme';

/**
 * In the browser antd runs without its CSS-in-JS (zero runtime): computing and inserting each component's styles
 * the first time it renders took 0.9-1.3 s of main thread on an admin or dashboard tab's first antd render (4x
 * CPU). Its component styles are one stylesheet extracted at build time with this theme (vite.config.ts,
 * tooling/antdStaticStyles.ts), fetched when this module first runs, after first paint; the theme's tokens are
 * still CSS variables that antd sets, so colours and fonts are the same. It goes first in the head, where antd's
 * runtime put its styles, so the app's stylesheets override it as before. The server's render keeps antd's runtime
 * styles (they are in the page it sends). Without the stylesheet the theme leaves zero runtime to the provider above:
 * the component tests' (src/test/antdStyles.tsx) turns it on, as jsdom needs none of antd's styles.
 */
const stylesheet: Promise<void> | null =
  typeof document === 'undefined' || process.env.NODE_ENV === 'test' ? null : loadStylesheet();
let stylesheetIn = false;
const themed = stylesheet ? { ...theme, zeroRuntime: true } : theme;

function loadStylesheet(): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = antdStylesheet;
  const loaded = new Promise<void>((resolve) => {
    // A failed load shows unstyled components rather than none.
    link.onload = link.onerror = () => resolve();
  });
  document.head.prepend(link);
  return loaded.then(() => void (stylesheetIn = true));
}

/**
 * The one antd theme. It is not mounted at the root: antd's core alone is ~36 kB gzip, so the
 * shell (header, footer, spinner) and the landing page are plain HTML styled from the same
 * palette, and this provider arrives with the first page, menu or toast that uses antd
 * (see lazyAntdPage in routing/lazyPages.ts).
 */
export default function AntdTheme({ children }: { children: ReactNode }) {
  // Nothing antd renders before its stylesheet is in (it is usually in before this module has run).
  if (stylesheet && !stylesheetIn) use(stylesheet);
  return <ConfigProvider theme={themed}>{children}</ConfigProvider>;
}
