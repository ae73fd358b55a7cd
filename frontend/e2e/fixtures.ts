import { expect, test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test` and `expect` for every journey, with one rule added: an error thrown in any page of the test
 * fails it. A green journey over a blank page is a red journey (issue 23: a React error after paying left the
 * dashboard empty while every assertion before it passed). Contexts a test opens itself (`browser.newContext()`,
 * `browser.newPage()`) are watched as well as the test's own.
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ context, browser }, runTest) => {
      const errors: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('weberror', (webError) => {
          const error = webError.error();
          errors.push(`${webError.page()?.url() ?? 'a page'}: ${error.stack || error.message || String(error)}`);
        });
        return watched;
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      // browser.newPage() opens its context through newContext too.
      browser.newContext = async (options) => watch(await newContext(options));
      try {
        await runTest();
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, 'errors thrown in the page').toEqual([]);
    },
    { auto: true },
  ],
});
