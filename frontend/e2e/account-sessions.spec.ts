import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { registerThroughApi, signIn } from './steps';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('a member signed in on two browsers ends the other one from the Account tab; it is signed out', async ({
  page,
  browser,
}) => {
  const who = await registerThroughApi(page.context(), 'Maren', 'Osei'); // signed in on this browser
  const other = await browser.newContext({ userAgent: FIREFOX_ON_WINDOWS });
  const otherPage = await other.newPage();
  await signIn(otherPage, who);

  await page.goto('/dashboard?tab=account');
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Where you’re signed in' }) });
  const sessions = card.getByRole('list', { name: 'Your sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByText('Firefox on Windows')).toBeVisible();
  await expectNoSeriousViolations(page);
  // On a phone the card fits the screen, its rows wrapping instead of running off it.
  await page.setViewportSize({ width: 360, height: 740 });
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await card.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  // So does the whole page, the banner asking a new member to confirm their (long) address included.
  await expect(page.getByRole('heading', { name: 'Please confirm your email address' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await card.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Firefox on Windows is no longer signed in to your account.')).toBeVisible();
  await expect(sessions.getByText('Firefox on Windows')).toHaveCount(0);
  await expect(sessions.getByText('This device')).toBeVisible();

  // The other browser's next navigation arrives without a session.
  await otherPage.goto('/dashboard');
  await expect(otherPage.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await other.request.get('/api/user')).status()).toBe(401);
  // This one is still signed in.
  expect((await page.context().request.get('/api/user')).status()).toBe(200);
  await other.close();
});
