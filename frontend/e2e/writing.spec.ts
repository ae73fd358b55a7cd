import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { demoMember } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expectNoOverflow, signIn } from './steps';

/**
 * Issue 15's writing day, in a real browser against the real server: the demo member opens today's prompt from
 * the home page, writes 250 words, saves the draft, finds it again after a reload, exports it as Markdown and
 * sees the words counted in Words This Month. A visitor on /writing-tools is asked to sign in.
 */

/** A response of exactly 250 words (five paragraphs of 50), as the shared word count reads it. */
const RESPONSE = [
  'The ferry horn sounded twice before dawn, and the harbour answered with gulls. I counted the crates on the quay, checked the ropes, and watched the town lights fade one by one. Nobody spoke much on the last crossing; we all already knew the bridge would open at noon today.',
  'Mrs. Alder came aboard with her bicycle, as she had done every Tuesday morning for eleven years. She paid in coins, exact as always, and asked whether I would miss the water. I told her the truth: I would miss the people more, and the winter weather a little less.',
  'Halfway across, the engine settled into the low hum I had learned to sleep through. The captain let me take the wheel for a whole minute, which he had never once done before. His hands hovered near mine anyway, the way a patient father steadies a child on a bicycle.',
  'On the far shore a large crowd had gathered with paper flags and a brass band tuning up. They were not waiting for us. They were waiting for the ribbon, the mayor, and the first cars. We tied up very quietly at the old pier and let the passengers off.',
  'I coiled the last rope and hung it on its hook, though nobody would ever need it again. Then I sat on the bench by the wheelhouse and listened to the band start playing. The music carried well across the water, better than I expected, almost like a long goodbye.',
].join('\n\n');

/** Words This Month on the member home's Your Progress card. */
async function wordsThisMonth(page: Page): Promise<number> {
  const card = page.getByRole('region', { name: 'Your Progress' });
  const value = card.getByText('Words This Month', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(value).toHaveText(/^[\d,]+$/);
  return Number((await value.textContent())?.replace(/,/g, ''));
}

/** Export names the file after the title, less what a file name cannot hold. */
const fileNameOf = (title: string, extension: string) =>
  `${title
    .replace(/[<>:"/\\|?*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}.${extension}`;

test('a member writes from the daily prompt, keeps the draft, exports it and sees the words counted', async ({
  page,
}) => {
  await signIn(page, demoMember);
  await page.goto('/');
  const wordsBefore = await wordsThisMonth(page);
  await expectNoSeriousViolations(page);

  // Today's prompt, opened with Start Writing.
  const today = page.getByRole('region', { name: "Today's Writing Prompt" });
  const title = ((await today.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  expect(title).not.toBe('');
  await expect(today.getByText(/^Category: .+ • Difficulty: [1-5]\/5$/)).toBeVisible();
  await today.getByRole('link', { name: 'Start Writing' }).click();
  await expect(page).toHaveURL(/\/writing-tools\?tab=prompts&prompt=\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expectNoSeriousViolations(page);

  // 250 words, counted live, saved as a draft.
  await page.getByRole('textbox', { name: 'Your response' }).fill(RESPONSE);
  await expect(page.getByText('250 words', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Draft Saved', { exact: true })).toBeVisible();

  // After a reload the draft is on the server: the editor reopens it.
  await page.reload();
  await page.getByRole('tab', { name: 'Text Editor' }).click();
  await expect(page).toHaveURL(/tab=editor/);
  const drafts = page.getByRole('region', { name: 'Your Drafts' });
  await drafts
    .getByRole('button', { name: `Open ${title}` })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Text' })).toHaveValue(RESPONSE);
  await expect(page.getByText('250 words', { exact: true })).toBeVisible();
  await expect(page.getByText('2 min read', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Export as Markdown: the file is named after the title and holds the text under it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileNameOf(title, 'md'));
  expect(await readFile(await file.path(), 'utf8')).toBe(`# ${title}\n\n${RESPONSE}\n`);

  // The month's words grew by the draft's 250.
  await page.goto('/');
  expect(await wordsThisMonth(page)).toBe(wordsBefore + 250);
});

test('the member’s pages arrive rendered for them: the writing tools with the prompt the server asked (issue 29)', async ({
  page,
}) => {
  await signIn(page, demoMember);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/prompts/random') asked.push(request.url());
  });
  const html = (await (await page.goto('/writing-tools'))!.text()).replace(/&#x27;|&quot;/g, '');
  const prompt = page.locator('#pw-prompt-title');
  await expect(prompt).toBeVisible();
  // The page hydrates at the first interaction: what was typed before is kept.
  await page.getByRole('textbox', { name: 'Your response' }).fill('A first line.');
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await expect(page.getByText('3 words', { exact: true })).toBeVisible();
  // The prompt on screen is the one in the HTML, and the page did not ask for another (each is recorded as seen).
  expect(html).toContain(`>${(await prompt.textContent())!.replace(/['"]/g, '')}</h2>`);
  expect(asked).toEqual([]);

  // The checkers, a course and the jobs board come rendered for the member too (not the visitor's gate).
  for (const [path, text] of [
    ['/grammar-tool', 'Analyze Text'],
    ['/course/writing-basics', 'Back to Courses'],
    ['/jobs-board', 'Job Search Tips'],
  ] as const) {
    const body = await (await page.request.get(path)).text();
    expect({ path, rendered: body.includes(text) }).toEqual({ path, rendered: true });
  }
});

test('a visitor on /writing-tools is asked to sign in', async ({ page }) => {
  await page.goto('/writing-tools');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Please Sign In', level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  await expect(page).toHaveURL(/\/writing-tools$/);
  await expectNoSeriousViolations(page);
});

test('the member home and the writing tools work on a 360 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, demoMember);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your Progress' }).getByText('Words This Month')).toBeVisible();
  await expectNoOverflow(page, 'The member home is wider than the screen');
  await expectNoSeriousViolations(page);
  await page.goto('/writing-tools');
  const tabs = ['Writing Prompts', 'Text Editor', 'Writing Tools'];
  // All three on one line, none tucked into a "more" menu.
  for (const tab of tabs) await expect(page.getByRole('tab', { name: tab })).toBeInViewport({ ratio: 1 });
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await expectNoOverflow(page, `${tab} is wider than the screen`);
    await expectNoSeriousViolations(page);
  }
});
