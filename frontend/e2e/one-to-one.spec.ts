import { expect, test } from './fixtures';
import { demoAdmin } from './accounts';
import { waitForMail } from './mailbox';
import { registerThroughApi, signIn } from './steps';

/**
 * One-to-one sessions with a senior editor (D20): an Editorial Partner of the journey's own (registered with the
 * sandbox card at that tier) asks for a session on the Account tab, an editor schedules it in the console, and the
 * member sees the time and the link on the dashboard and in the mail.
 */
test('an Editorial Partner requests a session that an editor schedules', async ({ page, context, browser }) => {
  const who = await registerThroughApi(context, 'Imogen', 'Hartley', 'editorial_partner');
  await page.goto('/dashboard?tab=account');
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'One-to-one sessions' }) });
  const topic = 'Turning my estuary-birds feature into a three-part series for a regional magazine';
  await card.getByLabel('What would you like to talk about?').fill(topic);
  // Three times as the member's own clock reads them: 2, 3 and 4 days ahead at 15:00.
  const times = await page.evaluate(() =>
    [2, 3, 4].map((days) => {
      const day = new Date(Date.now() + days * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T15:00`;
    }),
  );
  for (const [index, label] of ['First choice', 'Second choice', 'Third choice'].entries()) {
    await card.getByLabel(label).fill(times[index]!);
  }
  await card.getByRole('button', { name: 'Request session' }).click();
  await expect(page.getByText('Session requested')).toBeVisible();
  await expect(card.getByText('Requested', { exact: true })).toBeVisible();
  await expect(card.getByText(/You have used this month’s request/)).toBeVisible();

  const editor = await browser.newPage();
  await signIn(editor, demoAdmin, '/admin-login');
  await editor.goto('/admin?tab=one-to-one');
  const row = editor.getByRole('row').filter({ hasText: who.email });
  await expect(row).toContainText('Editorial Partner');
  await expect(row).toContainText(topic);
  await row.getByRole('button', { name: 'Schedule' }).click();
  const dialog = editor.getByRole('dialog', { name: /Schedule a session with Imogen Hartley/ });
  await dialog.getByRole('radio').nth(1).check(); // the member's second choice
  await dialog.getByLabel('Meeting link').fill('https://meet.example.org/penwright-imogen');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(editor.getByText('Session scheduled')).toBeVisible();
  await editor.close();

  await page.reload();
  const answered = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: 'One-to-one sessions' }) });
  await expect(answered.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(answered.getByRole('link', { name: 'Join the meeting' })).toHaveAttribute(
    'href',
    'https://meet.example.org/penwright-imogen',
  );
  // The second choice, as the member's clock reads it.
  const expected = await page.evaluate((value) => {
    const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
    return format.format(new Date(value));
  }, times[1]!);
  await expect(answered.getByText(expected)).toBeVisible();

  const mail = await waitForMail({ to: who.email, subject: /one-to-one session is booked/ });
  expect(mail.text).toContain('https://meet.example.org/penwright-imogen');
  expect(mail.text).toContain(topic);
});
