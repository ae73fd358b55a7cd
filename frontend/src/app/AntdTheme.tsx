import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The one antd theme. It is not mounted at the root: antd's core alone is ~36 kB gzip, so the
 * shell (header, footer, spinner) and the landing page are plain HTML styled from the same
 * palette, and this provider arrives with the first page, menu or toast that uses antd
 * (see lazyAntdPage in routing/lazyPages.ts).
 */
export default function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
