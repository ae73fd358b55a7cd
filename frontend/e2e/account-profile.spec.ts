import { expectNoSeriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { linkIn, waitForMail } from './mailbox';
import { expectNoOverflow, registerThroughApi, signIn, stamp } from './steps';

/** One card of the Account tab, by its title. */
const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test('a member changes their name, password and e-mail from the Account tab, then signs in with the new ones', async ({
  page,
  browser,
}) => {
  const elsewhere = await browser.newContext();
  const who = await registerThroughApi(elsewhere, 'Imogen', 'Marlow'); // signed in there too
  await signIn(page, who);
  await page.goto('/dashboard?tab=account');

  const info = card(page, 'Account Information');
  await info.getByRole('button', { name: 'Edit account information' }).click();
  await info.getByLabel('First name').fill('Imelda');
  const username = `imelda${stamp()}`.slice(0, 20);
  await info.getByLabel('Username').fill(username);
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info.getByText('Imelda Marlow')).toBeVisible();
  await expect(info.getByText(username)).toBeVisible();

  const newPassword = 'harbour-lights-2027';
  const password = card(page, 'Change password');
  await password.getByLabel('Current password').fill(who.password);
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  expect((await elsewhere.request.get('/api/user')).status()).toBe(401); // the other session ended
  await waitForMail({ to: who.email, subject: /: your password was changed$/ });

  const newEmail = `imelda${stamp()}@example.com`;
  const email = card(page, 'Change e-mail');
  await email.getByLabel('New e-mail address').fill(newEmail);
  await email.getByLabel('Current password').fill(newPassword);
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(
    email.getByText(`We sent a link to ${newEmail}; until you open it, you keep signing in with ${who.email}.`, {
      exact: false,
    }),
  ).toBeVisible();

  const mail = await waitForMail({ to: newEmail, subject: /: confirm your new email address$/ });
  await page.goto(linkIn(mail, '/confirm-email-change'));
  await page.getByRole('button', { name: 'Confirm my new email address' }).click();
  await expect(page.getByText('Your email address is changed')).toBeVisible();
  await waitForMail({ to: who.email, subject: /: your email address was changed$/ });

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signIn(page, { email: newEmail, password: newPassword });
  await page.goto('/dashboard?tab=account');
  await expect(card(page, 'Account Information').getByText(newEmail)).toBeVisible();
  // The three forms open at once (the address now confirmed, no banner): labelled, and within a phone's width.
  await card(page, 'Account Information').getByRole('button', { name: 'Edit account information' }).click();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(card(page, 'Change password')).toBeVisible();
  await expectNoOverflow(page, 'the Account tab with its forms');
  await elsewhere.close();
});
