import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { LANDING_HEADLINE } from './accounts';
import { expectNoOverflow } from './steps';

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
