import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '../src/test/mockServer';

// Every test file runs behind Mock Service Worker: a test that renders a page answers its requests with
// mockServer(), and no request leaves the process.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// antd reads media queries (responsive props, Grid); jsdom does not implement matchMedia.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// jsdom implements getComputedStyle without pseudo-elements and logs "Not implemented" for them
// (antd measures scrollbars that way); the element's own style is a fine answer in tests.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// antd's form schedules work with MessageChannel, which jsdom lacks. Node's own would keep jest
// alive (and React's scheduler would pick it up too), so a timer-based stand-in is used.
class TimerMessageChannel {
  readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  readonly port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.({ data }), 0);
    },
  };
}
Object.defineProperty(globalThis, 'MessageChannel', { configurable: true, writable: true, value: TimerMessageChannel });

// jsdom does not scroll; ScrollToTop calls it on every navigation.
window.scrollTo = () => undefined;

// The first antd page of a test file loads antd's CommonJS build, which takes a while.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver; antd's auto-sizing text areas observe their size with one.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
