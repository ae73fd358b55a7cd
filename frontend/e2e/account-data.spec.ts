import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { waitForMail } from './mailbox';
import { registerThroughApi } from './steps';

/**
 * "Your data" (D19): a member of the journey's own downloads everything held about them as one JSON file and
 * deletes their account with their password; they land signed out on the home page, are told by mail, and their
 * password no longer signs anyone in.
 */
test('a member downloads their data, deletes their account and cannot sign in again', async ({ page, context }) => {
  const who = await registerThroughApi(context, 'Marisol', 'Ferrand');
  await page.goto('/dashboard?tab=account');
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Your data' }) });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^penwright-data-${who.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    sections: Record<string, Record<string, { email?: string; first_name?: string }[]>>;
  };
  expect(file.sections.identity?.users?.[0]).toMatchObject({ email: who.email, first_name: 'Marisol' });
  expect(file.sections.billing?.billing_subscriptions).toHaveLength(1);
  expect(file.sections.applications?.applications).toHaveLength(1);

  await card.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('your subscription is cancelled at once');
  await dialog.getByLabel('Your password').fill(who.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  const mail = await waitForMail({ to: who.email, subject: /your account has been deleted/ });
  expect(mail.text).toContain('As you asked');

  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('main').getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
