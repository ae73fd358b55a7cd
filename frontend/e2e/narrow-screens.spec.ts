import { expect, test, type Page } from '@playwright/test';
import { approvedMember, demoAdmin, demoMember } from './accounts';
import { sidewaysOverflow, signIn, type Account } from './steps';

/*
 * D16: every page works from 360 px wide. Each role signs in once and visits every route it can reach, with the
 * admin console's tabs and detail pages and the tabs of the dashboard and writing tools; the page itself is never
 * wider than the screen (tables scroll inside their own box or become card lists). Screenshot-free: it measures.
 */
test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ timeout: 60_000 });

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

const ADMIN_TABS = ['overview', 'users', 'assignments', 'payouts', 'applications', 'feed', 'audit-log'];

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

/** Opens each path once its heading shows and its loading placeholders are gone; returns the paths that overflow. */
async function overflowing(page: Page, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await navigate(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.locator('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]'), path).toHaveCount(0);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) wide.push(`${path} (+${overflow} px)`);
  }
  return wide;
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
  await hydrated(page);
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
});
