import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

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

// jsdom does not scroll; ScrollToTop calls it on every navigation.
window.scrollTo = () => undefined;

// The first antd page of a test file loads antd's CommonJS build, which takes a while.
configure({ asyncUtilTimeout: 5000 });
