import { expect, test, type Page } from './fixtures';
import { approvedMember, demoAdmin, demoMember } from './accounts';
import { readFile } from 'node:fs/promises';
import { answerLesson } from './courses';
import { fillAccount, fillInfo, hydratedOnInteraction, sidewaysOverflow, signIn, stamp, type Account } from './steps';

/*
 * D16: every page works from 360 px wide. Each role signs in once and visits every route it can reach, with the
 * admin console's tabs and detail pages and the tabs of the dashboard and writing tools; the page itself is never
 * wider than the screen (tables scroll inside their own box or become card lists). Screenshot-free: it measures.
 * Some screens are states, not routes: the registration wizard's later steps, every lesson of the free courses, a
 * course's completion screen with the member's certificate and its verification page, and a quiz in progress. A
 * new member made by walking the wizard reaches them, so the demo members' data stays as the other journeys expect.
 */
test.use({ viewport: { width: 360, height: 740 } });

const ARTICLE_SLUGS = [
  'product-review-writing',
  'blog-writing-jobs',
  'email-marketing-copy',
  'social-media-content',
  'website-content-creation',
  'press-release-writing',
  'newsletter-writing',
  'video-script-writing',
  'content-editing',
  'landing-page-copy',
];

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/admin-login',
  '/register',
  '/subscription-success',
  '/subscription-success?payment_intent=anything',
  '/courses',
  '/course/writing-basics',
  '/course/grammar-essentials',
  '/grammar-tool',
  '/plagiarism-check',
  '/jobs-board',
  '/resources',
  '/contact',
  '/apply',
  '/terms-of-service',
  '/privacy-policy',
  '/refund-policy',
  '/quiz',
  '/writing-tools',
  '/blog',
  '/blog/no-such-post',
  '/certificates/no-such-certificate',
  '/unsubscribe?token=not-a-token',
  '/no-such-page',
  ...ARTICLE_SLUGS.map((slug) => `/articles/${slug}`),
];

const MEMBER_ROUTES = [
  '/',
  '/dashboard',
  '/dashboard?tab=assignments',
  '/dashboard?tab=payouts',
  '/dashboard?tab=account',
  '/writing-tools?tab=prompts',
  '/writing-tools?tab=editor',
  '/writing-tools?tab=tools',
  '/quiz',
  '/grammar-tool',
  '/plagiarism-check',
  '/register',
  '/resources',
  '/courses',
  '/course/writing-basics',
];

const ADMIN_TABS = ['overview', 'users', 'assignments', 'payouts', 'applications', 'feed', 'newsletter', 'audit-log'];

/** The app has taken over the page the server sent (AppLayout lifts the server's mark). */
async function hydrated(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
}

/** Moves the app to `path` as its own links do, without loading the page again: the loop stays fast. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Adds `what` to `wide` when the page as it now shows, loading placeholders gone, is wider than the screen. */
async function measure(page: Page, what: string, wide: string[]) {
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]'), what).toHaveCount(0);
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) wide.push(`${what} (+${overflow} px)`);
}

/** Opens each path once its heading shows and its loading placeholders are gone; returns the paths that overflow. */
async function overflowing(page: Page, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await navigate(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await measure(page, path, wide);
  }
  return wide;
}

/**
 * The elements inside main that reach past either side of the screen, even inside a box scrolled sideways (which
 * `sidewaysOverflow` cannot see: issue 18, defect 8's tables were cut off within the screen's width).
 */
async function cutOff(page: Page, what: string): Promise<string[]> {
  const elements = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.left >= -0.5 && box.right <= width + 0.5)) return [];
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      return [`${element.tagName.toLowerCase()}${classes} (${Math.round(box.left)} to ${Math.round(box.right)} px)`];
    });
  });
  return elements.slice(0, 3).map((element) => `${what}: ${element}`);
}

// Misspellings, a repeated word and an address too long for a line: the findings and the highlighted text must wrap.
const TEXT_TO_CHECK =
  'Their going to recieve the the brief tomorow. Send questions to https://penwright.example/assignments/briefs/holiday-gift-guide-for-remote-workers-2026 before noon.';

/** The grammar and originality checks with their results showing, which the route loop alone would not lay out. */
async function checkedToolsOverflowing(page: Page): Promise<string[]> {
  const wide: string[] = [];
  for (const [path, action, results] of [
    ['/grammar-tool', 'Analyze Text', 'Results'],
    ['/plagiarism-check', 'Check Plagiarism', 'Originality report'],
  ] as const) {
    await navigate(page, path);
    await page.getByLabel('Your text').fill(TEXT_TO_CHECK);
    await page.getByRole('button', { name: action }).click();
    await expect(page.getByRole('heading', { level: 2, name: results })).toBeVisible();
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) wide.push(`${path} with results (+${overflow} px)`);
  }
  return wide;
}

test('the public pages fit a 360 px screen', async ({ page }) => {
  const posts = (await (await page.request.get('/api/blog/posts?limit=2')).json()) as { slug: string }[];
  await page.goto('/');
  await hydratedOnInteraction(page);
  expect(await overflowing(page, [...PUBLIC_ROUTES, ...posts.map((post) => `/blog/${post.slug}`)])).toEqual([]);
});

for (const [role, account] of [
  ['a new member', demoMember],
  ['an approved member with paid work', approvedMember],
] as [string, Account][]) {
  test(`${role}'s pages fit a 360 px screen`, async ({ page }) => {
    await signIn(page, account);
    await hydrated(page);
    expect([...(await overflowing(page, MEMBER_ROUTES)), ...(await checkedToolsOverflowing(page))]).toEqual([]);
  });
}

test("the admin console's tabs and detail pages fit a 360 px screen", async ({ page }) => {
  await signIn(page, demoAdmin, '/admin-login');
  await hydrated(page);
  // An audited change, so the audit log and the feed have rows to lay out.
  await page.evaluate(async (text) => {
    const csrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const response = await fetch('/api/admin/feed-posts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': csrf },
      body: JSON.stringify({ text }),
    });
    if (!response.ok) throw new Error(await response.text());
  }, 'Office hours with the editors this Thursday: bring a pitch, a draft or a question about rates.');
  const firstId = async (url: string) => {
    const answer = (await (await page.request.get(url)).json()) as { items: { id: number }[] };
    return answer.items[0]!.id;
  };
  const userId = await firstId(`/api/admin/users?search=${encodeURIComponent(approvedMember.email)}`);
  const assignmentId = await firstId('/api/admin/assignments');
  const paths = [
    ...ADMIN_TABS.map((tab) => `/admin?tab=${tab}`),
    `/admin/user/${userId}`,
    `/admin/assignment/${assignmentId}`,
  ];
  expect(await overflowing(page, paths)).toEqual([]);

  // Issue 18, defect 8: no list is a table scrolled sideways inside the screen; each entry's fields and actions
  // show within its width (cards below antd's md breakpoint).
  const lists: [string, string][] = [
    ['users', 'Users'],
    ['assignments', 'Assignments'],
    ['payouts', 'Payouts'],
    ['applications', 'Applications'],
    ['feed', 'Posts'],
    ['audit-log', 'Admin changes'],
  ];
  const cut: string[] = [];
  for (const [tab, name] of lists) {
    await navigate(page, `/admin?tab=${tab}`);
    await expect(page.getByRole('list', { name }).getByRole('listitem').first(), tab).toBeVisible();
    await expect(page.locator('.ant-spin-spinning'), tab).toHaveCount(0);
    expect(await page.getByRole('table').count(), tab).toBe(0);
    cut.push(...(await cutOff(page, tab)));
  }
  expect(cut).toEqual([]);

  // The post just published, its date in full and its Delete button on screen.
  await navigate(page, '/admin?tab=feed');
  const post = page
    .getByRole('list', { name: 'Posts' })
    .getByRole('listitem')
    .filter({ hasText: 'Office hours with the editors this Thursday' })
    .first();
  await post.scrollIntoViewIfNeeded();
  await expect(post.locator('time')).toBeInViewport({ ratio: 1 });
  await expect(post.getByRole('button', { name: /^Delete post: Office hours with/ })).toBeInViewport({ ratio: 1 });
  // The audit entry of that post, its change opened from its card.
  await navigate(page, '/admin?tab=audit-log');
  const entry = page.getByRole('list', { name: 'Admin changes' }).getByRole('listitem').first();
  await entry.scrollIntoViewIfNeeded();
  await expect(entry.locator('time').first()).toBeInViewport({ ratio: 1 });
  await entry.getByText('Show the change').click();
  // Opened below the card's fields: on a 740 px screen it may start below the fold (the tab bar wraps onto several rows).
  const after = entry.getByRole('region', { name: 'After' });
  await expect(after).toBeVisible();
  await after.scrollIntoViewIfNeeded();
  await expect(after).toBeInViewport();
  expect(await cutOff(page, 'audit-log, a change open')).toEqual([]);
});

/**
 * Opens every lesson of the course at `path` from its lesson list (after the lesson on a phone); with `complete`,
 * answers each one's practice questions right, which completes it.
 */
async function lessonsOverflowing(page: Page, path: string, title: string, complete: boolean, wide: string[]) {
  await navigate(page, path);
  // The course's own heading first: until it shows, the lesson list may still be the previous course's.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const lessons = page.getByRole('navigation', { name: 'Lessons' }).getByRole('button');
  await expect(lessons.first()).toBeVisible();
  const total = await lessons.count();
  expect(total, path).toBeGreaterThan(1);
  const prefix = path.endsWith('writing-basics') ? 'wb' : 'ge';
  for (let i = 0; i < total; i += 1) {
    await lessons.nth(i).click();
    await expect(page.locator('.pw-lesson__eyebrow')).toContainText(`Lesson ${i + 1} of ${total}`);
    await measure(page, `${path}, lesson ${i + 1}`, wide);
    if (complete) await answerLesson(page, `${prefix}-${i + 1}`, 'right');
  }
}

test('on a phone a lesson opens with its text on the first screen, and the lesson picker moves between lessons', async ({
  page,
}) => {
  await page.goto('/course/grammar-essentials');
  await hydrated(page);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Parts of Speech Mastery' })).toBeInViewport();
  await expect(article.locator('.pw-lesson__text p').first()).toBeInViewport();
  // The full list follows the lesson; the compact picker above it moves between lessons.
  const list = page.getByRole('navigation', { name: 'Lessons' });
  const [lessonBox, listBox] = [await article.boundingBox(), await list.boundingBox()];
  expect(listBox!.y).toBeGreaterThan(lessonBox!.y + lessonBox!.height - 1);
  await page.getByLabel('Go to lesson').selectOption({ label: '3. Subject-Verb Agreement' });
  await expect(article.getByRole('heading', { level: 2, name: 'Subject-Verb Agreement' })).toBeInViewport();
  await expect(article.locator('.pw-lesson__text p').first()).toBeInViewport();
  expect(await sidewaysOverflow(page)).toBe(0);
});

test("a visitor's registration steps, then the new member's lessons, certificate and quiz fit a 360 px screen", async ({
  page,
}) => {
  const id = stamp();
  const who = { email: `narrow${id}@example.com`, username: `n${id}`.slice(0, 20), password: 'pen-and-ink-2026' };
  const wide: string[] = [];

  // The wizard past its first step (the route loop measures that one): credentials, tiers, then the card form.
  await page.goto('/register');
  await hydrated(page);
  await fillInfo(page, who.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Login Credentials' })).toBeVisible();
  await measure(page, 'registration: credentials step', wide);
  await fillAccount(page, who);
  await expect(page.getByRole('heading', { level: 1, name: /Select Your Preferred Tier$/ })).toBeVisible();
  await expect(page.locator('.pw-tier')).toHaveCount(4);
  await measure(page, 'registration: tier step', wide);
  await page.getByRole('button', { name: 'Choose Writer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Membership' })).toBeVisible();
  await expect(page.getByText('Test mode — no real charge')).toBeVisible();
  await measure(page, 'registration: card step', wide);
  // The sandbox's test card: no real charge, and a new member to reach the member-only states with.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('checkbox').check();
  await measure(page, 'registration: card step, filled', wide);
  await page.getByRole('button', { name: 'Pay and Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Every lesson open in turn; Grammar Essentials completed (each lesson answered right), which issues the member's
  // certificate.
  await lessonsOverflowing(page, '/course/writing-basics', 'Writing Basics', false, wide);
  await lessonsOverflowing(page, '/course/grammar-essentials', 'Grammar Essentials', true, wide);
  await expect(page.getByRole('heading', { level: 2, name: 'Course Completed!' })).toBeVisible();
  const certificate = page.getByRole('region', { name: 'Certificate of Completion' });
  await expect(certificate).toContainText('Nora Quill');
  await expect(certificate).toContainText('Verification ID');
  await measure(page, 'the completion screen with its certificate', wide);
  await certificate.getByRole('link', { name: 'View the public verification page' }).click();
  await expect(page).toHaveURL(/\/certificates\/[^/]+$/);
  await expect(page.getByText('This certificate is valid.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Certificate of Completion' })).toContainText('Grammar Essentials');
  await measure(page, 'the certificate verification page', wide);
  // The certificate as a PDF, from its page.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^certificate-[0-9a-f-]{36}\.pdf$/);
  const pdf = await readFile((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A quiz in progress: each of its questions on screen.
  await navigate(page, '/quiz');
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  for (let position = 1; position <= 25; position += 1) {
    await expect(page.getByText(`Question ${position} of 25`, { exact: true })).toBeVisible();
    await expect(page.locator('#pw-quiz-question')).not.toBeEmpty();
    await measure(page, `the quiz, question ${position}`, wide);
    if (position < 25) await page.getByRole('button', { name: 'Next' }).click();
  }

  expect(wide).toEqual([]);
});
