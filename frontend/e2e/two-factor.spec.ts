import { expect, test, type Page } from './fixtures';
import { waitForMail } from './mailbox';
import { registerThroughApi } from './steps';
import { codeFor, promoteToAdmin } from './twoFactor';

/** Sets up the authenticator app on the card shown, typing a code computed from the key; answers key and codes. */
async function setUpAuthenticator(page: Page, password: string) {
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Two-factor sign-in' }) });
  await card.getByLabel('Your password, to set it up').fill(password);
  await card.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(card.locator('.ant-qrcode')).toBeVisible();
  const key = (await card.locator('.pw-two-factor__key').textContent()) ?? '';
  expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await card.getByLabel('Code from your app').fill(await codeFor(key));
  await card.getByRole('button', { name: 'Turn on' }).click();
  const listed = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(listed).toHaveCount(10);
  const codes = await listed.allTextContents();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: /Download codes/ }).click();
  expect((await download).suggestedFilename()).toBe('penwright-recovery-codes.txt');
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText(/10 of 10 recovery codes left/)).toBeVisible();
  return { key, codes };
}

async function passwordStep(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test('a member turns on two-factor sign-in, then signs in with a code and with a recovery code (D19)', async ({
  page,
}) => {
  const who = await registerThroughApi(page.context(), 'Iris', 'Vale');
  await page.goto('/dashboard?tab=account');
  const { key, codes } = await setUpAuthenticator(page, who.password);
  await waitForMail({ to: who.email, subject: /two-factor sign-in is on$/ });
  await signOut(page);

  // The password, then the code (of the next step: the set-up used the current one, and a code works once).
  await passwordStep(page, who);
  const code = page.getByLabel('Authentication code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(await codeFor(key, Date.now() + 30_000));
  await page.getByRole('main').getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  await passwordStep(page, who);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('main').getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForMail({ to: who.email, subject: /a recovery code was used to sign in$/ });
});

test('an admin without a second factor sets one up before the console opens (D19)', async ({ page }) => {
  const who = await registerThroughApi(page.context(), 'Otto', 'Brand');
  await promoteToAdmin(who.email);
  await page.context().clearCookies(); // signed out: the admin signs in at /admin-login
  await page.goto('/admin-login');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the admin console' })).toBeDisabled();
  // The console itself stays closed: opening it brings the admin back here.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/two-factor$/);

  await setUpAuthenticator(page, who.password);
  await page.getByRole('button', { name: 'Open the admin console' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});
