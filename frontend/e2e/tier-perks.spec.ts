import pg from 'pg';
import { expect, test } from './fixtures';
import { demoAdmin } from './accounts';
import { connection } from './mailbox';
import { registerThroughApi, send, sendOk, signIn, stamp } from './steps';

/**
 * Makes a journey's own member an approved Editorial Partner, as an approved application and a plan change at the
 * provider would leave the account (D20 reads the tier on the account).
 */
async function makeApprovedPartner(email: string): Promise<void> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      "UPDATE users SET subscription_tier = 'editorial_partner', subscription_status = 'active' WHERE email = $1 RETURNING id",
      [email.toLowerCase()],
    );
    const userId = rows[0]!.id;
    const updated = await client.query(
      "UPDATE applications SET status = 'approved', decided_at = now() WHERE user_id = $1",
      [userId],
    );
    if (!updated.rowCount) {
      await client.query("INSERT INTO applications (user_id, status, decided_at) VALUES ($1, 'approved', now())", [
        userId,
      ]);
    }
  } finally {
    await client.end();
  }
}

const LIMIT = 20;
const TEXT = 'Our harbour town keeps its lighthouse lit by volunteers who take turns through the winter storms.';

test('a Writer (the free trial) who has used today’s checks sees the limit and when it resets', async ({
  page,
  context,
}) => {
  await registerThroughApi(context, 'Ines', 'Quota');
  // The count is primed through the API: today's 20 checks but one, run as the page runs them.
  for (let check = 1; check < LIMIT; check += 1) {
    const answer = await send(context, 'POST', '/api/tools/plagiarism', { text: TEXT });
    expect(answer.status()).toBe(200);
  }
  await page.goto('/plagiarism-check');
  const quota = page.getByTestId('check-quota');
  await expect(quota).toContainText('1 of 20 checks left today');
  await page.getByLabel('Your text').fill(TEXT);
  await page.getByRole('button', { name: 'Check Plagiarism' }).click();
  await expect(page.getByRole('region', { name: 'Originality report' })).toBeVisible();
  await expect(quota).toContainText('You have used today’s 20 checks. They reset on');

  await page.getByLabel('Your text').fill(`${TEXT} Again.`);
  await page.getByRole('button', { name: 'Check Plagiarism' }).click();
  const midnight = new Date(new Date().setUTCHours(24, 0, 0, 0));
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(midnight);
  await expect(page.getByRole('alert')).toContainText(
    `You have used today’s 20 grammar and originality checks, the daily limit of your plan. They reset at midnight UTC (00:00 UTC on ${day}).`,
  );
});

test('an Editorial Partner accepts a premium assignment before it opens to everyone else', async ({
  page,
  context,
  browser,
}) => {
  const title = `First look: a lighthouse keeper’s profile ${stamp()}`;
  const editor = await browser.newContext();
  const console = await editor.newPage();
  await signIn(console, demoAdmin, '/admin-login');
  await sendOk(editor, '/api/admin/assignments', {
    title,
    description: 'Interview the last keeper of the Ropewalk light and write a long-form profile for the spring issue.',
    wordCount: 2500,
    payRate: '0.20',
    deadline: new Date(Date.now() + 14 * 24 * 3_600_000).toISOString(),
    isPremium: true,
  });
  await editor.close();

  const partner = await registerThroughApi(context, 'Mara', 'Partner');
  await makeApprovedPartner(partner.email);
  await page.goto('/dashboard?tab=assignments');
  const offered = page.getByRole('region', { name: 'Available Assignments' }).getByRole('article', { name: title });
  await expect(offered.getByText('Premium', { exact: true })).toBeVisible();
  await expect(offered).toContainText('First look for Editorial Partners. Opens to all members on');
  await offered.getByRole('button', { name: `Accept ${title}` }).click();
  await expect(page.getByText('Assignment Accepted', { exact: true })).toBeVisible();
});
