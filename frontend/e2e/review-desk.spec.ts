import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { approvedMember, demoAdmin } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expectNoOverflow, sendOk, signIn, stamp } from './steps';

/**
 * Issue 28's journey (D22), the review desk in a real browser: an editor opens a submission, compares its two
 * versions, comments on two passages and requests a revision; the writer sees both comments at their passages,
 * changes one passage and resolves its comment, and resubmits; the editor sees the change marked and the comment
 * on the untouched passage still in place, completes the work with the pay shown and compares the first version with
 * the last; the writer reads the comments on the completed work.
 */

const FIRST =
  'Small firms that move to remote work worry about clients first. Most clients never notice where the team ' +
  'sits. They notice slow replies and missed deadlines.';
const SECOND =
  `${FIRST} A shared calendar and one reply time keep the firm reachable. Partners should agree on both in the ` +
  'first week, before the office closes.';
const THIRD = SECOND.replace('one reply time', 'a promise to answer within four working hours');
const CHANGED = 'one reply time';
const KEPT = 'missed deadlines';

/** Selects `quote` in `region` as a mouse drag over it would: the page hears of it by `selectionchange`. */
async function selectText(region: Locator, quote: string) {
  await region.evaluate((element, wanted) => {
    const whole = element.textContent ?? '';
    const start = whole.indexOf(wanted);
    if (start === -1) throw new Error(`"${wanted}" is not in the text`);
    const end = start + wanted.length;
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let offset = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      if (start >= offset && start < offset + length) range.setStart(node, start - offset);
      if (end > offset && end <= offset + length) range.setEnd(node, end - offset);
      offset += length;
    }
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }, quote);
}

/** Puts the caret before `quote` in the read-only text, then selects it with Shift and the right arrow key. */
async function selectWithKeyboard(page: Page, region: Locator, quote: string) {
  await region.focus();
  await selectText(region, quote);
  await region.evaluate(() => document.getSelection()?.collapseToStart());
  for (let typed = 0; typed < quote.length; typed += 1) await page.keyboard.press('Shift+ArrowRight');
}

async function comment(page: Page, quote: string, body: string, by: 'mouse' | 'keyboard') {
  const region = page.getByRole('textbox', { name: /, the latest$/ });
  if (by === 'mouse') await selectText(region, quote);
  else await selectWithKeyboard(page, region, quote);
  await page.getByLabel(`Comment on “${quote}”`, { exact: true }).fill(body);
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByText('Comment added', { exact: true }).last()).toBeVisible();
}

/**
 * The words marked for the comment on `quote`, as the margin's button selects them (a finding over part of them cuts
 * the mark into runs: they are joined).
 */
async function markedFor(page: Page, region: Locator, quote: string) {
  await commentItem(page.locator('.pw-review__margin'), quote)
    .getByRole('button', { name: /^Comment by / })
    .click();
  return region
    .locator('mark.pw-review__mark--selected')
    .evaluateAll((marks) => marks.map((mark) => mark.textContent).join(''));
}

/** The margin's or the dialog's item of the comment on `quote` (only that item holds its quote in “ ”). */
const commentItem = (scope: Page | Locator, quote: string) =>
  scope.getByRole('listitem').filter({ hasText: `“${quote}”` });

/**
 * The approved member (signed in on `page`) takes a brief the editor posts, and hands in its first version (FIRST);
 * the editor is signed in on a context of its own.
 */
async function firstVersionInReview(page: Page, browser: Browser, title: string, description: string) {
  await signIn(page, approvedMember);
  const writer = page.context();
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signIn(editor, demoAdmin, '/admin-login');
  const brief = (await sendOk(editorContext, '/api/admin/assignments', {
    title,
    description,
    wordCount: 40,
    payRate: '0.05',
    deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  })) as { id: number };
  await sendOk(writer, `/api/assignments/${brief.id}/accept`, {});
  await sendOk(writer, `/api/assignments/${brief.id}/submit`, { content: FIRST });
  return { writer, editorContext, editor, brief };
}

test('the review desk: compare, comment on passages, revise, resolve, resubmit, complete with the pay', async ({
  page,
  browser,
}) => {
  // The writer takes a brief (posted by the editor) and hands in a first version; the editor asks for more.
  const title = `Remote work for small firms: what clients notice (${stamp()})`;
  const { writer, editorContext, editor, brief } = await firstVersionInReview(
    page,
    browser,
    title,
    'What partners of small firms should settle before the team works from home.',
  );
  await sendOk(editorContext, `/api/admin/assignments/${brief.id}/review`, {
    decision: 'revise',
    reviewNotes: 'Say what the firm should do about slow replies.',
  });
  await sendOk(writer, `/api/assignments/${brief.id}/submit`, { content: SECOND });

  // The editor opens it from the review queue: a revision, waiting, no open comment yet.
  await editor.goto('/admin?tab=assignments&status=submitted');
  const row = editor.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Revision · 0 open comments')).toBeVisible();
  await expect(row.getByText(/^Waiting /)).toBeVisible();
  await row.getByRole('link', { name: `Review ${title}` }).click();
  await expect(editor).toHaveURL(new RegExp(`/admin/assignment/${brief.id}/review$`));
  await expect(editor.getByRole('heading', { level: 1, name: `Review: ${title}` })).toBeVisible();

  // The two versions compared word by word: the added sentences marked, with the summary.
  const changes = editor.getByRole('region', { name: 'Changes between the versions' });
  await expect(editor.getByText(/^Version 1 to version 2: \d+ words added, 0 removed$/)).toBeVisible();
  await expect(changes.locator('ins').filter({ hasText: 'one reply time' })).toBeVisible();
  await expectNoSeriousViolations(editor);

  // Two comments on two passages, then the request for a revision with a summary note.
  await comment(editor, CHANGED, 'Name the reply time: clients want a number.', 'mouse');
  await comment(editor, KEPT, 'Keep this: it is the point clients feel most.', 'keyboard');
  const text = editor.getByRole('textbox', { name: 'Version 2, the latest' });
  expect(await markedFor(editor, text, CHANGED)).toBe(CHANGED);
  expect(await markedFor(editor, text, KEPT)).toBe(KEPT);
  await expect(
    editor.getByText('2 draft comments will be sent to the writer with your decision, a revision or a completion.'),
  ).toBeVisible();
  // The text refuses typing: it is the writer's.
  await text.press('X');
  await expect(text).toHaveText(SECOND);
  await editor.getByLabel('Summary note for the writer').fill('Two passages to look at; the rest reads well.');
  await editor.getByRole('button', { name: 'Request revision' }).click();
  await expect(editor.getByText('Revision requested', { exact: true }).first()).toBeVisible();

  // The writer sees both comments at their passages in the text they edit.
  await page.goto('/dashboard?tab=assignments');
  const card = page.getByRole('region', { name: 'My Assignments' }).getByRole('article', { name: title });
  await card.getByRole('button', { name: `Revise and Resubmit: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Submit: ${title}` });
  await expect(dialog.getByRole('heading', { name: 'Comments from the editor (2 open of 2)' })).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'Your work' });
  for (const quote of [CHANGED, KEPT]) {
    await commentItem(dialog, quote).getByRole('button', { name: 'Show the passage in your text' }).click();
    expect(
      await field.evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd)),
    ).toBe(quote);
  }
  await expectNoSeriousViolations(page);

  // They change one passage (its comment says so at once), resolve its comment and resubmit.
  await field.fill(THIRD);
  await expect(commentItem(dialog, CHANGED).getByText('Passage changed')).toBeVisible();
  await expect(commentItem(dialog, KEPT).getByText('Passage changed')).toHaveCount(0);
  await commentItem(dialog, CHANGED).getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Comment resolved', { exact: true })).toBeVisible();
  await expect(commentItem(dialog, CHANGED).getByText(/^Resolved/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('Assignment Submitted', { exact: true })).toBeVisible();

  // The editor's next review opens on what changed since the last review, with the untouched comment in place.
  await editor.reload();
  await expect(editor.getByText(/^Version 2 to version 3: \d+ words added, \d+ removed$/)).toBeVisible();
  await expect(changes.locator('ins').filter({ hasText: 'four working hours' })).toBeVisible();
  await expect(changes.locator('del').filter({ hasText: 'one' })).toBeVisible();
  const latest = editor.getByRole('textbox', { name: 'Version 3, the latest' });
  expect(await markedFor(editor, latest, KEPT)).toBe(KEPT);
  const margin = editor.locator('.pw-review__margin');
  await expect(commentItem(margin, CHANGED).getByText('Passage changed')).toBeVisible();
  await expect(commentItem(margin, CHANGED).getByText(/^Resolved/)).toBeVisible();
  // The changed passage's comment has no button to a place: it is nowhere in the text.
  await expect(commentItem(margin, CHANGED).getByRole('button', { name: /^Comment by / })).toHaveCount(0);
  await expectNoSeriousViolations(editor);

  // Complete, after a confirmation with the pay: 40 words at $0.05.
  await editor.getByRole('button', { name: 'Complete', exact: true }).click();
  const ask = editor.getByRole('tooltip');
  await expect(ask).toContainText(`Complete "${title}" and pay`);
  await expect(ask).toContainText('a pending payout of $2.00 is created');
  await ask.getByRole('button', { name: 'Complete' }).click();
  await expect(editor.getByText('Assignment completed', { exact: true })).toBeVisible();
  await expect(editor.getByText('Not waiting for a review: Completed.')).toBeVisible();
  await expect(editor.getByText(/Comments can be added only while the work waits for a review/)).toBeVisible();

  // Any two versions on request: the first against the last, both added sentences marked.
  await editor.getByRole('combobox', { name: 'Earlier' }).click();
  await editor
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Version 1 ·/ })
    .click();
  await expect(editor.getByText(/^Version 1 to version 3: \d+ words added, 0 removed$/)).toBeVisible();
  await expect(changes.locator('ins').filter({ hasText: 'four working hours' })).toBeVisible();
  await expect(changes.locator('ins').filter({ hasText: 'A shared calendar' })).toBeVisible();

  // The writer reads the editor's comments on the completed work.
  await page.goto('/dashboard?tab=assignments');
  const done = page.getByRole('region', { name: 'My Assignments' }).getByRole('article', { name: title });
  await done.getByText('Comments from the editor').click();
  await expect(commentItem(done, KEPT).getByText('Keep this: it is the point clients feel most.')).toBeVisible();
  await expect(done.getByRole('button', { name: 'Reply' })).toHaveCount(0);

  // It fits a phone: the margin stacks under the text.
  await editor.setViewportSize({ width: 360, height: 740 });
  await expectNoOverflow(editor, 'the review desk at 360 px');
  await editorContext.close();
});

/**
 * Issue 29: the review desk's and the console's first view (with the Users and Assignments tabs' first page) come in
 * the HTML, rendered for the editor from the answers the API gives that editor's cookie, and for nobody else (a member
 * asking for the same address gets the page without them); the page hydrates without an error, and the console loads
 * the open tab's code alone.
 */
test('the editor’s first view comes rendered in the page, for editors only, and the console loads one tab', async ({
  page,
  browser,
}) => {
  const title = `Partners and the remote office (${stamp()})`;
  const { writer, editorContext, editor, brief } = await firstVersionInReview(
    page,
    browser,
    title,
    'What partners should settle before the team works from home.',
  );
  const path = `/admin/assignment/${brief.id}/review`;

  const forEditor = await (await editorContext.request.get(path)).text();
  expect(forEditor).toContain(`<h1>Review: <!-- -->${title}</h1>`);
  const forMember = await (await writer.request.get(path)).text();
  expect(forMember).not.toContain(title);
  expect(forMember).not.toContain('getAdminAssignment');

  const consoleErrors: string[] = [];
  editor.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
  await editor.goto(path);
  await expect(editor.getByRole('heading', { level: 1, name: `Review: ${title}` })).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Version 1, the latest' })).toContainText('Most clients never');
  await expect(editor.getByRole('button', { name: 'Request revision' })).toBeVisible();
  expect(consoleErrors).toEqual([]);

  const scripts: string[] = [];
  editor.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
  const usersForEditor = await (await editorContext.request.get('/admin?tab=users')).text();
  expect(usersForEditor).toContain('Admin Dashboard</h1>');
  // The Users tab's first page is in the editor's HTML (plain elements), and in nobody else's.
  expect(usersForEditor).toMatch(
    /<table class="pw-admin-preview__table" aria-label="Users">[^]*approved@penwright\.test/,
  );
  const usersForMember = await (await writer.request.get('/admin?tab=users')).text();
  // (The writer is the approved member: their own e-mail is in their session's answer.)
  expect(usersForMember).not.toContain('pw-admin-preview');
  expect(usersForMember).not.toContain('getAdminUsers');
  expect(await (await editorContext.request.get('/admin?tab=assignments')).text()).toContain(title);
  await editor.goto('/admin?tab=users');
  await expect(editor.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
  await expect(editor.getByText('approved@penwright.test').first()).toBeVisible();
  expect(scripts.filter((url) => /\/(AssignmentsTab|PayoutsTab|AuditLogTab|FeedTab|OverviewTab)-/.test(url))).toEqual(
    [],
  );
  expect(consoleErrors).toEqual([]);
});
