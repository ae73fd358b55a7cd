import { expect, test, type Page } from './fixtures';
import { demoAdmin, demoMember, LANDING_HEADLINE } from './accounts';

async function fillCredentials(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
}

test('a visitor signs in as a member, sees the member home and signs out', async ({ page }) => {
  const header = page.getByRole('banner');
  const landingHeadline = page.getByRole('heading', { level: 1, name: LANDING_HEADLINE });

  await page.goto('/');
  await expect(landingHeadline).toBeVisible();
  await expect(header.getByRole('link', { name: 'Apply Today' })).toBeVisible();

  await header.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillCredentials(page, demoMember);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back', { exact: true })).toBeVisible(); // the toast
  await expect(header.getByRole('link', { name: 'Writing Tools' })).toBeVisible();

  await header.getByRole('link', { name: 'Penwright home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, .+!$/ })).toBeVisible();

  // The session lives in a cookie: a reload keeps the member signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, .+!$/ })).toBeVisible();

  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(landingHeadline).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');

  await page.reload();
  await expect(landingHeadline).toBeVisible();
});

test('a wrong password shows "Login Failed"', async ({ page }) => {
  await page.goto('/login');
  await fillCredentials(page, { email: demoMember.email, password: 'not-the-password' });

  // The page's own alert (the toast that also says it is outside <main>, and may come first or later).
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'Login Failed' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('the admin sign-in refuses a member and admits an admin', async ({ page }) => {
  const header = page.getByRole('banner');
  await page.goto('/admin-login');

  await fillCredentials(page, demoMember);
  await expect(page.getByRole('alert')).toContainText('Access denied. Admin privileges required.');
  // The member session that sign-in opened was closed again.
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);

  await fillCredentials(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});
