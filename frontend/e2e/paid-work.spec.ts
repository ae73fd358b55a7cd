import { expect, request, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { approvedMember, demoAdmin, demoMember } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { linkIn, waitForMail } from './mailbox';
import { cents, expectNoOverflow, signIn } from './steps';
import { codeFor, forgetLastCode } from './twoFactor';

/**
 * Issue 13's loop of paid work, in a real browser against the real server: an editor (through the API) posts a
 * brief whose requirements are a list; the approved demo member reads it with its line breaks, accepts it, saves
 * a draft and submits a text far below the target (asked first, issue 23); the editor asks for a revision; the
 * member opens the e-mail's link to the work (D18), reads the notes and resubmits; the editor completes it; the
 * member sees the pending payout, Total Earnings and the chart change, requests the payout, and reads the whole loop
 * in Recent Activity.
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
  // Admins have a second factor (D19): the second step with a current code.
  await forgetLastCode(demoAdmin.email);
  const second = await api.post('/api/login/second-factor', {
    data: { code: await codeFor(demoAdmin.totpSecret) },
    headers: { 'X-XSRF-TOKEN': await csrf() },
  });
  expect(second.ok(), await second.text()).toBe(true);
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

const REQUIREMENTS = [
  'A checklist for the partner’s first remote week:',
  '- one shared calendar',
  '- one chat channel per client',
  '- a weekly hour for questions',
];

test('paid work: accept, draft, submit, revise, resubmit, complete, get paid', async ({ page, baseURL }) => {
  const editor = await editorSession(baseURL ?? 'http://127.0.0.1:3100');
  const title = `Remote work for small accounting firms: the first week (${Date.now()})`;
  const posted = await editor.api.post('/api/admin/assignments', {
    data: {
      title,
      description: 'Partners of small firms ask what changes first.\nWrite for the partner, not the IT person.',
      requirements: REQUIREMENTS.join('\n'),
      wordCount: 800,
      payRate: '0.05',
      deadline: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
    },
    headers: { 'X-XSRF-TOKEN': await editor.csrf() },
  });
  expect(posted.ok(), await posted.text()).toBe(true);

  await signIn(page, approvedMember);
  const earningsBefore = await totalEarnings(page);
  await expectNoSeriousViolations(page);

  // Payouts before: the chart's current month.
  await page.getByRole('tab', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=payouts$/);
  const monthBefore = await thisMonthOnTheChart(page);
  await expectNoSeriousViolations(page);

  // The brief reads as the editor wrote it: the requirements keep their lines (issue 23).
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=assignments$/);
  const available = page.getByRole('region', { name: 'Available Assignments' });
  const offered = available.getByRole('article', { name: title });
  await expect(offered).toBeVisible();
  // innerText is the text as laid out: a line break the page dropped reads as a space.
  await expect.poll(() => offered.innerText()).toContain(REQUIREMENTS.join('\n'));
  await expect
    .poll(() => offered.innerText())
    .toContain('Partners of small firms ask what changes first.\nWrite for the partner, not the IT person.');
  await expectNoSeriousViolations(page);
  await offered.getByRole('button', { name: `Accept ${title}` }).click();
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
  // The brief is in the dialog too, with its lines.
  await expect.poll(() => dialog.innerText()).toContain(REQUIREMENTS.join('\n'));
  await text.fill(
    'Most small firms already work remotely two days a week. This guide shows partners how to make it work.',
  );
  // 19 words of 800: the dialog asks first; Keep Writing keeps the dialog and the text, nothing is sent.
  await submit.click();
  const question = dialog.getByText('Your submission has 19 words; the brief asks for 800 (2%). Submit anyway?');
  await expect(question).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep Writing' }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(text).toHaveValue(/This guide shows partners how to make it work\.$/);
  await expect(card.getByText('In Progress', { exact: true })).toBeVisible();
  await submit.click();
  await dialog.getByRole('button', { name: 'Submit Anyway' }).click();
  await expect(page.getByText('Assignment Submitted', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(card.getByText(`19 of ${brief.wordCount.toLocaleString('en-US')} words`)).toBeVisible();

  // The editor asks for a revision: the member hears of it by e-mail (D18) and its link opens the work, which
  // counts as active again (it did not while submitted), with the notes; the member resubmits.
  const activeCard = page
    .getByRole('listitem')
    .filter({ hasText: 'Active Assignments' })
    .locator('.pw-dashboard__stat-value');
  const activeWhileSubmitted = Number(await activeCard.innerText());
  await review(editor, brief.id, 'revise', REVISION_NOTES);
  const mail = await waitForMail({ to: approvedMember.email, subject: new RegExp(escapeRegExp(title)) });
  expect(mail.subject).toBe(`A revision is requested: ${title}`);
  expect(mail.text).toContain(REVISION_NOTES);
  await page.goto(linkIn(mail, '/dashboard'));
  await expect(page).toHaveURL(/\/dashboard\?tab=assignments$/);
  await expect(card.getByText('Revision Requested', { exact: true })).toBeVisible();
  await expect(activeCard).toHaveText(String(activeWhileSubmitted + 1));
  await expect(card.getByText(REVISION_NOTES)).toBeVisible();
  await card.getByRole('button', { name: `Revise and Resubmit: ${title}` }).click();
  dialog = page.getByRole('dialog', { name: `Submit: ${title}` });
  await expect(dialog.getByText(REVISION_NOTES)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Your work' })
    .fill('Your team already works from home two days a week. Here is how partners make that reliable.');
  await dialog.getByRole('button', { name: 'Submit for Review' }).click();
  await dialog.getByRole('button', { name: 'Submit Anyway' }).click();
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

  // Money needs somewhere to go (D21): the sandbox's Test mode form sets up the payout account (unless done before).
  const payoutAccount = page.getByRole('region', { name: 'Payout Account' });
  const setUp = payoutAccount.getByRole('button', { name: 'Set up payouts' });
  await expect(payoutAccount.getByRole('alert')).toBeVisible();
  if (await setUp.isVisible()) {
    await setUp.click();
    const form = page.getByRole('dialog', { name: 'Set up payouts (Test mode)' });
    await form.getByLabel("Account holder's name").fill('Rosa Lindqvist');
    await form.getByLabel('Test bank account number').fill('000123456789');
    await form.getByRole('button', { name: 'Save test account' }).click();
  }
  await expect(payoutAccount.getByText('Your payout account is ready: payouts are sent to it.')).toBeVisible();

  // Request the payout: the server's message, and the row says it was requested.
  await page.getByRole('button', { name: 'Request Payout' }).click();
  await expect(page.getByText('Payout Requested', { exact: true })).toBeVisible();
  await expect(payoutRow).toContainText('Requested');

  // The member's own activity shows the whole loop, newest first, from the server's records: both versions and
  // the revision request between them (issue 23).
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByRole('listitem').first()).toContainText(`“${title}”`);
  // (The payout and the completion happen in one moment: their order is not the point here.)
  const loop = activity
    .getByRole('listitem')
    .filter({ hasText: `“${title}”` })
    .filter({ hasNotText: 'You earned' });
  await expect(loop).toHaveText(
    [
      `The editor accepted “${title}”`,
      `You submitted “${title}” (17 words)`,
      `The editor asked for a revision of “${title}”`,
      `You submitted “${title}” (19 words)`,
      `You accepted “${title}”`,
    ].map((text) => new RegExp(`^${escapeRegExp(text)}`)),
  );
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a member who cannot take work yet sees why on Accept, and the link that fixes it', async ({ page }) => {
  // The demo member's application waits for the writing assessment.
  await signIn(page, demoMember);
  await page.getByRole('tab', { name: 'Assignments' }).click();
  const brief = page.getByRole('region', { name: 'Available Assignments' }).getByRole('article').first();
  const accept = brief.getByRole('button', { name: /^Accept / });
  await expect(accept).toBeDisabled();
  await expect(accept).toHaveAccessibleDescription('Take the writing assessment to start taking paid assignments.');
  await expect(brief.getByText('Take the writing assessment to start taking paid assignments.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await brief.getByRole('link', { name: 'Take Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz$/);
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
