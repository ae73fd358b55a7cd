import { expect, test, type Page } from './fixtures';
import { approvedMember, demoAdmin, demoMember, LANDING_HEADLINE } from './accounts';
import { linkIn, waitForMail } from './mailbox';
import { registerThroughApi, secondStep, signIn, type Account } from './steps';

async function fillCredentials(page: Page, account: Account) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  if (account.totpSecret) await secondStep(page, account.email, account.totpSecret);
}

test('a visitor signs in as a member, sees the member home, signs out and in again', async ({ page }) => {
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

  // Signing in again in the same tab: a new session, and the CSRF token sign-out handed out is accepted.
  await header.getByRole('link', { name: 'Sign In' }).click();
  await fillCredentials(page, demoMember);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
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

test('signing out from the dashboard asks the server nothing the ended session may not have (no 401)', async ({
  page,
}) => {
  await signIn(page, approvedMember);
  // The dashboard with its figures, assignments, payouts and subscription loaded.
  await expect(page.getByRole('heading', { level: 2, name: 'Subscription Status' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Recent Activity' })).toBeVisible();

  const answers: string[] = [];
  page.on('response', (response) => answers.push(`${response.status()} ${response.url()}`));
  const addresses: string[] = []; // in-app navigations included
  page.on('framenavigated', (frame) => frame === page.mainFrame() && addresses.push(new URL(frame.url()).pathname));
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADLINE })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(new URL(page.url()).pathname).toBe('/');
  expect(answers.filter((answer) => answer.startsWith('401 '))).toEqual([]);
  expect(addresses).toContain('/');
  expect(addresses).not.toContain('/login'); // straight home: no members' page guard saw "nobody" on the way
});

test.describe('the header of a signed-in admin', () => {
  const signOutButtons = (page: Page) => page.getByRole('button', { name: /^(Sign Out|Logout)$/ });

  test('at 1280 px: a link to the console, no member buttons, one Sign Out', async ({ page }) => {
    const header = page.getByRole('banner');
    await signIn(page, demoAdmin, '/admin-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
    await expect(signOutButtons(page)).toHaveCount(1);
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    // From any page of the site, the way back to the console.
    await header.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await header.getByRole('link', { name: 'Admin Console' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADLINE })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the menu: a link to the console, no member buttons, one Sign Out', async ({ page }) => {
      await signIn(page, demoAdmin, '/admin-login');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(signOutButtons(page)).toHaveCount(0); // only in the menu on a phone
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog');
      await expect(menu.getByRole('link', { name: 'Admin Console' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
      await expect(signOutButtons(page)).toHaveCount(1);

      await menu.getByRole('link', { name: 'Courses' }).click();
      await expect(page).toHaveURL(/\/courses$/);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'Admin Console' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(menu).toBeHidden();
    });
  });
});

test('a member forgets the password, resets it from the mail and is signed in; other sessions end', async ({
  page,
  browser,
}) => {
  const elsewhere = await browser.newContext();
  const who = await registerThroughApi(elsewhere, 'Ines', 'Marlow'); // signed in there
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  const mail = await waitForMail({ to: who.email, subject: /: reset your password$/ });
  await page.goto(linkIn(mail, '/reset-password'));
  await expect(page.getByText(`Choose a new password for ${who.email}.`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('fresh-ink-2027');
  await page.getByLabel('Confirm new password', { exact: true }).fill('fresh-ink-2027');
  await page.getByRole('button', { name: 'Save and sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ines!' })).toBeVisible();
  expect((await elsewhere.request.get('/api/user')).status()).toBe(401);
  // The link worked once.
  await page.goto(linkIn(mail, '/reset-password'));
  await expect(page.getByText('This link has already been used')).toBeVisible();
  await elsewhere.close();
});
