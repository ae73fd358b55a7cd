import { expect, test, type Page } from './fixtures';
import { approvedMember, demoAdmin } from './accounts';
import { signIn } from './steps';

/**
 * D21, money that moves, with the sandbox provider: the approved demo member saves a test bank account through the
 * Test mode form (Set up payouts, or Change test bank account on the seeded one) and requests a payout; an editor
 * processes it and it completes. Then the member switches to the documented failing test account: the next transfer
 * fails, its reason is shown to both, the member puts a good account back and the editor retries it, which
 * completes it.
 */

const FAILING_ACCOUNT = '000999999991';
const FAILURE = 'The bank account could not receive the transfer (test account 000999999991).';

/** Opens the Test mode form (Set up payouts, or Change test bank account once set up) and saves a test account. */
async function saveTestAccount(page: Page, accountNumber: string) {
  await page.goto('/dashboard?tab=payouts');
  const card = page.getByRole('region', { name: 'Payout Account' });
  await card.getByRole('button', { name: /^(Set up payouts|Continue setup|Change test bank account)$/ }).click();
  const form = page.getByRole('dialog', { name: 'Set up payouts (Test mode)' });
  await expect(form.getByText('Test mode', { exact: true })).toBeVisible();
  await form.getByLabel("Account holder's name").fill('Rosa Lindqvist');
  await form.getByLabel('Test bank account number').fill(accountNumber);
  await form.getByRole('button', { name: 'Save test account' }).click();
  await expect(card.getByText('Your payout account is ready: payouts are sent to it.')).toBeVisible();
}

/** The editor processes (or retries) the member's first payout in `status`; answers its assignment's title. */
async function editorMoves(page: Page, status: 'pending' | 'failed', label: 'Process' | 'Retry') {
  await page.goto(`/admin?tab=payouts&status=${status}`);
  await page.getByRole('searchbox', { name: 'Search payouts' }).fill(approvedMember.email);
  await page.getByRole('searchbox', { name: 'Search payouts' }).press('Enter');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${label}: `) }) })
    .first();
  const title = ((await row.getByRole('link').textContent()) ?? '').replace(' (opens in a new tab)', '').trim();
  await row.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
  await page.getByRole('tooltip').getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByText('Payout updated successfully')).toBeVisible();
  return title;
}

const historyRow = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Payout History' }).getByRole('row').filter({ hasText: title }).first();

test('a member sets up a sandbox payout account, an editor pays, a failed transfer is retried', async ({
  page,
  browser,
}) => {
  await signIn(page, approvedMember);
  await saveTestAccount(page, '000123456789');
  // Request Payout goes through (or says an earlier journey's request already covers the pending money).
  await page.getByRole('button', { name: 'Request Payout' }).click();
  await expect(page.getByText(/^(Payout Requested|Failed to request payout)$/)).toBeVisible();
  await expect(page.getByText(/Payout requested:|Nothing new to request/)).toBeVisible();

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signIn(editor, demoAdmin, '/admin-login');
  const paid = await editorMoves(editor, 'pending', 'Process');
  await page.reload();
  await expect(historyRow(page, paid)).toContainText('Completed');

  // The failing test account: the next transfer fails, with its reason for the editor and the member.
  await saveTestAccount(page, FAILING_ACCOUNT);
  const failing = await editorMoves(editor, 'pending', 'Process');
  await editor.goto('/admin?tab=payouts&status=failed');
  await expect(editor.getByRole('row').filter({ hasText: failing }).first()).toContainText(FAILURE);
  await page.reload();
  await expect(historyRow(page, failing)).toContainText('Failed');
  await expect(historyRow(page, failing)).toContainText(
    `Not sent: ${FAILURE.replace(/\.$/, '')}. An editor will retry it.`,
  );

  // A good account again, and the editor's Retry completes it.
  await saveTestAccount(page, '000123456789');
  expect(await editorMoves(editor, 'failed', 'Retry')).toBe(failing);
  await page.reload();
  await expect(historyRow(page, failing)).toContainText('Completed');
  await editorContext.close();
});
