import { expect, request, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { approvedMember, demoAdmin } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { cents, expectNoOverflow, signIn } from './steps';

/**
 * Issue 13's loop of paid work, in a real browser against the real server: the approved demo member accepts a
 * brief, saves a draft and submits; an editor (through the API, as the admin screens come later) asks for a
 * revision; the member reads the notes and resubmits; the editor completes it; the member sees the pending
 * payout, Total Earnings and the chart change, and requests the payout.
 */

interface BriefOnTheWire {
  id: number;
  title: string;
  payRate: string;
  isPerWord: boolean;
  wordCount: number;
}

const REVISION_NOTES = 'Open with the reader’s problem, then cut the second section to two paragraphs.';

const payCents = (brief: BriefOnTheWire) => {
  const rate = cents(`$${brief.payRate}`);
  return brief.isPerWord ? rate * brief.wordCount : rate;
};

/** An editor's API session: sign in like the admin screen does, with the CSRF double-submit. */
async function editorSession(baseURL: string): Promise<{ api: APIRequestContext; csrf: () => Promise<string> }> {
  const api = await request.newContext({ baseURL });
  const csrf = async () => {
    const { cookies } = await api.storageState();
    return decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  };
  // Any answer sets the CSRF cookie; the sign-in then sends it back.
  await api.get('/api/user');
  const login = await api.post('/api/login', {
    data: { email: demoAdmin.email, password: demoAdmin.password },
    headers: { 'X-XSRF-TOKEN': await csrf() },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return { api, csrf };
}

async function review(
  editor: { api: APIRequestContext; csrf: () => Promise<string> },
  id: number,
  decision: 'revise' | 'complete',
  reviewNotes: string,
) {
  const answer = await editor.api.post(`/api/admin/assignments/${id}/review`, {
    data: { decision, reviewNotes },
    headers: { 'X-XSRF-TOKEN': await editor.csrf() },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function totalEarnings(page: Page): Promise<number> {
  const card = page
    .getByRole('region', { name: 'Your figures' })
    .getByRole('listitem')
    .filter({ hasText: 'Total Earnings' });
  await expect(card).toHaveAttribute('aria-busy', 'false');
  return cents((await card.textContent()) ?? '');
}

/** The amount of the chart's last bar (the current month), from the table the chart carries for screen readers. */
async function thisMonthOnTheChart(page: Page): Promise<number> {
  const rows = page.getByRole('table', { name: 'Earnings per month' }).getByRole('row');
  await expect(rows).toHaveCount(13);
  return cents((await rows.last().textContent()) ?? '');
}

const myAssignment = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: 'My Assignments' }).getByRole('article', { name: title });

test('paid work: accept, draft, submit, revise, resubmit, complete, get paid', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, approvedMember);
  const earningsBefore = await totalEarnings(page);
  await expectNoSeriousViolations(page);

  // Payouts before: the chart's current month.
  await page.getByRole('tab', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=payouts$/);
  const monthBefore = await thisMonthOnTheChart(page);
  await expectNoSeriousViolations(page);

  // Accept the first open brief.
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=assignments$/);
  const available = page.getByRole('region', { name: 'Available Assignments' });
  const firstBrief = available.getByRole('article').first();
  await expect(firstBrief).toBeVisible();
  const title = (await firstBrief.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await expectNoSeriousViolations(page);
  await firstBrief.getByRole('button', { name: `Accept ${title}` }).click();
  await expect(page.getByText('Assignment Accepted', { exact: true })).toBeVisible();
  const card = myAssignment(page, title);
  await expect(card.getByText('Assigned', { exact: true })).toBeVisible();

  const mine = (await (await page.request.get('/api/assignments/me')).json()) as BriefOnTheWire[];
  const brief = mine.find((assignment) => assignment.title === title);
  if (!brief) throw new Error(`"${title}" is not among the member's assignments`);

  // Write, save a draft, then submit.
  await card.getByRole('button', { name: `Submit Work: ${title}` }).click();
  let dialog = page.getByRole('dialog', { name: `Submit: ${title}` });
  const submit = dialog.getByRole('button', { name: 'Submit for Review' });
  await expect(submit).toBeDisabled();
  const text = dialog.getByRole('textbox', { name: 'Your work' });
  await text.fill('Most small firms already work remotely two days a week.');
  await expect(dialog.getByText(`10 / ${brief.wordCount.toLocaleString('en-US')} words`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Draft Saved', { exact: true })).toBeVisible();
  await expect(card.getByText('In Progress', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await text.fill(
    'Most small firms already work remotely two days a week. This guide shows partners how to make it work.',
  );
  await submit.click();
  await expect(page.getByText('Assignment Submitted', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(card.getByText(`19 of ${brief.wordCount.toLocaleString('en-US')} words`)).toBeVisible();

  // The editor asks for a revision; the member reads the notes and resubmits.
  const editor = await editorSession(baseURL ?? 'http://127.0.0.1:3100');
  await review(editor, brief.id, 'revise', REVISION_NOTES);
  await page.reload();
  await expect(card.getByText('Revision Requested', { exact: true })).toBeVisible();
  await expect(card.getByText(REVISION_NOTES)).toBeVisible();
  await card.getByRole('button', { name: `Revise and Resubmit: ${title}` }).click();
  dialog = page.getByRole('dialog', { name: `Submit: ${title}` });
  await expect(dialog.getByText(REVISION_NOTES)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Your work' })
    .fill('Your team already works from home two days a week. Here is how partners make that reliable.');
  await dialog.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('Assignment Submitted', { exact: true })).toBeVisible();
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible();

  // The editor completes it: one pending payout, and the member's figures move by exactly the pay.
  await review(editor, brief.id, 'complete', 'Clear and practical. Approved for publication.');
  await editor.api.dispose();
  await page.goto('/dashboard?tab=payouts');
  const pay = payCents(brief);
  expect(await totalEarnings(page)).toBe(earningsBefore + pay);
  expect(await thisMonthOnTheChart(page)).toBe(monthBefore + pay);
  const payoutRow = page.getByRole('region', { name: 'Payout History' }).getByRole('row').filter({ hasText: title });
  await expect(payoutRow).toContainText('Pending');
  expect(cents((await payoutRow.getByRole('cell').nth(1).textContent()) ?? '')).toBe(pay);
  await expectNoSeriousViolations(page);

  // Request the payout: the server's message, and the row says it was requested.
  await page.getByRole('button', { name: 'Request Payout' }).click();
  await expect(page.getByText('Payout Requested', { exact: true })).toBeVisible();
  await expect(payoutRow).toContainText('Requested');

  // The member's own activity shows the loop, newest first.
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByRole('listitem').first()).toContainText(`“${title}”`);
});

test('the dashboard works on a 360 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, approvedMember);
  // All four tabs on one line, none tucked into a "more" menu.
  await page.getByRole('tablist').scrollIntoViewIfNeeded();
  for (const tab of ['Overview', 'Assignments', 'Payouts', 'Account']) {
    await expect(page.getByRole('tab', { name: tab })).toBeInViewport({ ratio: 1 });
  }
  for (const tab of ['Overview', 'Assignments', 'Payouts', 'Account']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await expectNoOverflow(page, `${tab} is wider than the screen`);
    await expectNoSeriousViolations(page);
  }
});
