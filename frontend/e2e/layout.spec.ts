import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { demoMember, LANDING_HEADLINE } from './accounts';
import { expectNoOverflow, signIn } from './steps';

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the header collapses into a menu that closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADLINE })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Courses' })).toBeHidden();

    await toggle.click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Apply Today' })).toBeVisible();
    await menu.getByRole('link', { name: 'Courses' }).click();

    await expect(page).toHaveURL(/\/courses$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('nothing overflows sideways', async ({ page }) => {
    for (const path of ['/', '/login', '/admin-login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoOverflow(page, `horizontal overflow on ${path}`);
    }
  });
});

test('a new toast replaces the one showing: never two at once (spec section 9)', async ({ page }) => {
  // The most toasts the page ever held at once, counted on every change of the document (a leaving one counts).
  await page.addInitScript(() => {
    const seen = window as unknown as { mostToasts: number };
    seen.mostToasts = 0;
    new MutationObserver(() => {
      const showing = document.querySelectorAll('.ant-notification-notice-wrapper').length;
      seen.mostToasts = Math.max(seen.mostToasts, showing);
    }).observe(document, { childList: true, subtree: true });
  });
  await signIn(page, demoMember);
  const toasts = page.locator('.ant-notification-notice');
  await expect(toasts.getByText('Welcome back', { exact: true })).toBeVisible();

  // While "Welcome back" still shows (6 s), a second toast.
  await page.getByRole('banner').getByRole('link', { name: 'Resources' }).click();
  await page.getByRole('button', { name: 'Watch Interviewing Sources Remotely' }).click();
  await expect(toasts.getByText('This feature will be available soon!')).toBeVisible();
  await expect(toasts).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts)).toBe(1);
});

test('a #blog/{slug} link lands on the blog post route', async ({ page }) => {
  await page.goto('/#blog/finding-your-niche');
  await expect(page).toHaveURL(/\/blog\/finding-your-niche$/);
});

// With a post and an article: their endings (author, related reading, call to action) are checked too.
for (const path of [
  '/',
  '/login',
  '/admin-login',
  '/no-such-page',
  '/blog/how-to-pitch-an-editor',
  '/articles/newsletter-writing',
]) {
  test(`${path} has no serious accessibility violations (WCAG 2.1 AA)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
