/**
 * Debian's Chromium, as Playwright and Lighthouse both drive it here (docs/architecture.md, "Tests"): the flags
 * that make it work headless in a container without reaching the network on its own.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
