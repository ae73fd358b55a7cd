import pg from 'pg';
import { expect, test } from './fixtures';
import { demoAdmin } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { connection } from './mailbox';
import { expectNoOverflow, registerThroughApi, send, signIn } from './steps';

/**
 * Leaves a journey's own member with an account and no subscription, as a member the collective let in without the
 * payment provider (no provider subscription, D10): the one kind whose subscription an editor may then grant.
 */
async function dropSubscription(email: string): Promise<void> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query('DELETE FROM billing_subscriptions WHERE user_id = (SELECT id FROM users WHERE email = $1)', [
      email,
    ]);
    await client.query(
      `UPDATE users SET stripe_subscription_id = NULL, subscription_status = 'inactive', subscription_tier = NULL
       WHERE email = $1`,
      [email],
    );
  } finally {
    await client.end();
  }
}

test('a member without a subscription meets the gate; once an editor grants one, they see their tier and the content', async ({
  page,
  browser,
}) => {
  const who = await registerThroughApi(page.context(), 'Ines', 'Gatewood');
  await dropSubscription(who.email);
  const { id } = (await (await send(page.context(), 'GET', '/api/user')).json()) as { id: number };

  const gate = page.getByRole('region', { name: 'Members Only' });
  for (const [path, content] of [
    ['/jobs', page.getByRole('link', { name: /Upwork/ })],
    ['/resources', page.getByRole('button', { name: /Complete Style Guide/ })],
    ['/writing-tools', page.getByRole('tab', { name: 'Text Editor' })],
  ] as const) {
    await page.goto(path);
    await expect(gate, path).toBeVisible();
    await expect(gate.getByText('Paid writing assignments from our editors'), path).toBeVisible();
    await expect(gate.getByRole('link', { name: 'Subscribe Now' }), path).toHaveAttribute('href', '/register');
    await expect(content, path).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/writing-tools$/);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoOverflow(page, 'The gate is wider than the screen');
  await page.setViewportSize({ width: 1280, height: 720 });
  await gate.getByRole('link', { name: 'Subscribe Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Select Your Preferred Tier$/ })).toBeVisible();

  // An editor grants the member a subscription in the console (D10).
  const editor = await browser.newPage();
  await signIn(editor, demoAdmin, '/admin-login');
  await editor.goto(`/admin/user/${id}`);
  await editor.getByLabel('Subscription Status').click();
  await editor.locator('.ant-select-item-option[title="Active"]').click();
  await editor.getByLabel('Subscription Tier').click();
  await editor.locator('.ant-select-item-option[title="Professional"]').click();
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor.getByText('User updated successfully')).toBeVisible();
  await editor.context().close();

  await page.goto('/dashboard?tab=account');
  const membership = page.locator('.ant-card').filter({ has: page.getByText('Membership', { exact: true }) });
  await expect(membership.getByText('Professional', { exact: true })).toBeVisible();
  await expect(membership.getByText(/Granted by the editors/)).toBeVisible();
  await expect(page.getByRole('main').getByText('Free', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Subscribe Now' })).toHaveCount(0);

  await page.goto('/jobs');
  await expect(page.getByRole('link', { name: /Upwork/ })).toBeVisible();
  await page.goto('/writing-tools');
  await expect(page.getByRole('tab', { name: 'Text Editor' })).toBeVisible();
  await expect(gate).toHaveCount(0);
});
