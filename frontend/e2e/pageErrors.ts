import { expect, type Page } from '@playwright/test';

/**
 * Collects the page's uncaught errors from now on; the returned check fails the journey naming them. A page that
 * throws may still show what a test looks for, so a journey asks at its end.
 */
export function watchPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors, 'uncaught errors in the page').toEqual([]);
}
