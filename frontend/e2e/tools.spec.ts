import { expect, test, type Locator, type Page } from './fixtures';
import { approvedMember, demoAdmin, demoMember } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expectNoOverflow, sendOk, signIn, stamp } from './steps';

/**
 * Issue 16's writing checks in a real browser against the real server (real Harper and retext in worker threads,
 * the real originality index): the demo member checks a draft with known errors, sees them highlighted where they
 * are and applies a fix; checks a passage copied from a seeded blog post and sees the post named as its source;
 * an editor opens a submission that copies another post and sees its originality report.
 */

// One member's sign-in serves both tools: the journeys run in order on one page.
test.describe.configure({ mode: 'serial' });

/** One misspelling, one doubled word, one passive sentence and one "a" before a vowel sound. */
const DRAFT =
  'Every editor hopes to recieve a pitch that gets to the point. The the first line should name the story. ' +
  'The draft was written by a new writer last week. She sent a update the next morning, and the editor ' +
  'replied within the hour.';

/** What each finding must mark in DRAFT, in text order, and its type. */
const EXPECTED_MARKS = [
  { text: 'recieve', type: 'error', category: 'Spelling' },
  { text: 'The the', type: 'error', category: 'Repeated word' },
  { text: 'written', type: 'warning', category: 'Passive voice' },
  { text: 'a', type: 'error', category: 'Grammar', before: ' update' },
];

/** Copied word for word from the seeded post "How to Pitch an Editor Who Has Never Heard of You". */
const COPIED_FROM_PITCHING =
  'Editors can tell within a line whether a writer has read what they publish. Name the section you are ' +
  'pitching. If the publication ran something adjacent in the last year, say how yours is different: a newer ' +
  "angle, a different audience, data they didn't have. If you can't find a section where your story fits, that " +
  'is useful information too. It usually means the pitch belongs somewhere else.';
const PITCHING_POST = {
  source: 'Blog post: How to Pitch an Editor Who Has Never Heard of You',
  url: '/blog/how-to-pitch-an-editor',
};

/** A submission whose second paragraph is copied from the seeded post "Writing to a Brief". */
const SUBMISSION_COPIED_FROM_BRIEFS = [
  'Our members told us the hardest part of a new brief is the first hour, before a single sentence exists.',
  'The first read is for the assignment itself: the topic, the format, the word count and the deadline. The ' +
    'second is for the reader: who is this for, what do they already know, and what should they do or believe ' +
    'when they reach the end? The third is for constraints: the words the client avoids, the competitors you ' +
    "mustn't mention, the claims their legal team won't allow, the house style for numbers and headings.",
].join('\n\n');
const BRIEFS_POST = {
  source: 'Blog post: Writing to a Brief: Read It Three Times Before You Write a Word',
  url: '/blog/writing-to-a-brief',
};

/** The originality score a report shows, read from the ring's label. */
async function scoreOf(report: Locator): Promise<number> {
  const label = (await report.getByLabel(/^Originality score \d+%$/).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)%/.exec(label)?.[1]);
}

/** Each highlighted finding with its UTF-16 offset in the text the highlight shows, its text and type. */
function marksOf(page: Page) {
  return page.getByTestId('highlighted-text').evaluate((box) => {
    let offset = 0;
    const marks: { start: number; text: string; type: string | null }[] = [];
    for (const piece of Array.from(box.children)) {
      const text = piece.textContent ?? '';
      if (piece.tagName === 'MARK') marks.push({ start: offset, text, type: piece.getAttribute('data-type') });
      offset += text.length;
    }
    return { shown: box.textContent, marks };
  });
}

/** Where each expected finding is in `text`, as the highlight must show it. */
const expectedMarksIn = (text: string, expected: typeof EXPECTED_MARKS) =>
  expected.map(({ text: marked, type, before }) => ({
    start: text.indexOf(marked + (before ?? '')),
    text: marked,
    type,
  }));

/** D16: the page with its results is no wider than a 360 px phone (axe runs once per page, at full width). */
async function fitsPhoneScreen(page: Page, what: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoOverflow(page, `${what} at 360 px`);
  await page.setViewportSize({ width: 1280, height: 720 });
}

let member: Page;

test.beforeAll(async ({ browser }) => {
  // axe needs a page of a context of our own (browser.newPage's is not).
  member = await (await browser.newContext()).newPage();
  await signIn(member, demoMember);
});

test.afterAll(async () => {
  await member.context().close();
});

test('a member checks a draft, sees each finding highlighted where it is and applies a fix', async () => {
  const page = member;
  await page.goto('/grammar-tool');
  await expect(page.getByRole('heading', { level: 1, name: 'Grammar Tool' })).toBeVisible();
  const analyze = page.getByRole('button', { name: 'Analyze Text' });
  await expect(analyze).toBeDisabled();
  const box = page.getByRole('textbox', { name: 'Your text' });
  await box.fill(DRAFT);
  await expect(page.getByText('44 words', { exact: true })).toBeVisible();
  await expect(page.getByText(`${DRAFT.length} / 20,000 characters`)).toBeVisible();

  await analyze.click();
  const findings = page.getByRole('list', { name: 'Findings' }).getByRole('listitem');
  await expect(findings).toHaveCount(EXPECTED_MARKS.length);
  await expect(page.getByTestId('finding-counts')).toHaveText(/^3 errors\s*1 warning\s*0 suggestions$/);
  for (const [index, { category }] of EXPECTED_MARKS.entries()) {
    await expect(findings.nth(index)).toContainText(category);
  }
  // Each highlight covers exactly the characters of its finding, at the right place in the text.
  expect(await marksOf(page)).toEqual({ shown: DRAFT, marks: expectedMarksIn(DRAFT, EXPECTED_MARKS) });

  const figure = (term: string) =>
    page.getByLabel('Readability').getByText(term, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(figure('Reading ease')).toHaveText(/^\d+\.\d \S/);
  await expect(figure('Grade level')).toHaveText(/^\d+\.\d$/);
  await expect(figure('Sentences')).toHaveText('4');
  await expect(figure('Words')).toHaveText('44');
  await expectNoSeriousViolations(page);

  // One click fixes the spelling: the text changes, that finding goes and the others keep their places.
  await page.getByRole('button', { name: 'Change to “receive” (“recieve”)' }).click();
  const fixed = DRAFT.replace('recieve', 'receive');
  await expect(box).toHaveValue(fixed);
  await expect(findings).toHaveCount(EXPECTED_MARKS.length - 1);
  await expect(page.getByRole('list', { name: 'Findings' })).not.toContainText('Spelling');
  await expect(page.getByTestId('finding-counts')).toHaveText(/^2 errors\s*1 warning\s*0 suggestions$/);
  expect(await marksOf(page)).toEqual({ shown: fixed, marks: expectedMarksIn(fixed, EXPECTED_MARKS.slice(1)) });

  await fitsPhoneScreen(page, '/grammar-tool with results');
});

test('a member checks a copied passage and sees the post it came from', async () => {
  const page = member;
  await page.goto('/plagiarism-check');
  await expect(page.getByRole('heading', { level: 1, name: 'Plagiarism Checker' })).toBeVisible();
  // Said before any check: what is compared, and that it is not the web.
  await expect(
    page.getByText(/compares your text with the collective’s own texts.*It does not search the web/),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Your text' }).fill(COPIED_FROM_PITCHING);
  await page.getByRole('button', { name: 'Check Plagiarism' }).click();
  const report = page.getByRole('region', { name: 'Originality report' });
  await expect(report).toBeVisible();
  expect(await scoreOf(report)).toBeLessThan(30);
  await expect(report).toContainText(/Matching text was found in \d+ sources?/);
  await expect(report).toContainText(
    'Compared with the collective’s published texts and earlier submissions; not a web search.',
  );
  const match = report.getByRole('listitem').filter({ hasText: PITCHING_POST.source });
  await expect(match.getByRole('link', { name: PITCHING_POST.source })).toHaveAttribute('href', PITCHING_POST.url);
  await expect(match.locator('blockquote')).toContainText('Name the section you are pitching.');
  await expectNoSeriousViolations(page);
  await fitsPhoneScreen(page, '/plagiarism-check with results');

  // The source's link opens the post.
  await match.getByRole('link', { name: PITCHING_POST.source }).click();
  await expect(page).toHaveURL(new RegExp(`${PITCHING_POST.url}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: PITCHING_POST.source.replace('Blog post: ', '') }),
  ).toBeVisible();
});

test('an editor sees the originality report of a submitted assignment', async ({ browser }) => {
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signIn(editor, demoAdmin, '/admin-login');

  // A brief assigned to a member who may take work (D2 step 6), who hands in a text with a copied paragraph
  // (through the API: the submission screens have their own journey).
  const writer = await (await browser.newContext()).newPage();
  await signIn(writer, approvedMember);
  const title = `Onboarding note: the first hour with a brief (${stamp()})`;
  const { id: memberId } = (await (await writer.request.get('/api/user')).json()) as { id: number };
  const { id } = (await sendOk(editorContext, '/api/admin/assignments', {
    title,
    description: 'A short note for new members on how to start work on a brief.',
    wordCount: 300,
    payRate: '0.10',
    deadline: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
  })) as { id: number };
  await sendOk(editorContext, `/api/admin/assignments/${id}/assign`, { userId: memberId }, 'PATCH');
  await sendOk(writer.context(), `/api/assignments/${id}/submit`, { content: SUBMISSION_COPIED_FROM_BRIEFS });

  await editor.goto(`/admin/assignment/${id}`);
  await expect(editor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const report = editor.getByRole('region', { name: 'Submitted versions' }).getByRole('region', {
    name: 'Originality report',
  });
  await expect(report).toBeVisible();
  expect(await scoreOf(report)).toBeLessThan(50);
  await expect(report).toContainText(/Matching text in \d+ sources?\./);
  await expect(report).toContainText('It does not search the web');
  // The report speaks of the member's version, not of the editor's own text.
  await expect(report).toContainText(/\d+% of this version was not found in any text we compared\./);
  await expect(report).not.toContainText('your text');
  const match = report.getByRole('listitem').filter({ hasText: BRIEFS_POST.source });
  await expect(match.getByRole('link', { name: BRIEFS_POST.source })).toHaveAttribute('href', BRIEFS_POST.url);
  await expect(match.locator('blockquote')).toContainText('the topic, the format, the word count and the deadline');
  await expectNoSeriousViolations(editor);
  await fitsPhoneScreen(editor, `/admin/assignment/${id}`);
  await editorContext.close();
});
