import { StyleProvider } from '@ant-design/cssinjs';
import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';

// Outside the document: jsdom reads no style sheet in it.
const outsideTheDocument = document.createElement('div');
const ZERO_RUNTIME = { zeroRuntime: true };

/**
 * antd's CSS-in-JS in component tests: no component styles (as on the server), and its theme's CSS variables
 * (one rule of ~380 custom properties on every antd root, one per component) kept out of the document. jsdom's
 * getComputedStyle copies every property of every matching rule, re-serialising the whole declaration for each
 * custom property: a third of a dashboard test file's CPU went there (the accessible names of getByRole, the
 * text areas' auto-size, user-event's pointer-events check). No test reads antd's styles.
 */
export function AntdTestStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server" container={outsideTheDocument}>
      <ConfigProvider theme={ZERO_RUNTIME}>{children}</ConfigProvider>
    </StyleProvider>
  );
}
