import { expect, test, type Page } from './fixtures';
import { approvedMember, demoMember, LANDING_HEADLINE } from './accounts';
import { hydratedOnInteraction, sendOk, signIn } from './steps';

/*
 * Issue 17: the public pages arrive rendered by the server and the browser takes them over (hydration) without a
 * warning, without asking the API what the page already shows, and without moving anything on the screen.
 */
/**
 * The prerendered pages, as the sitemap lists them (the same list the server renders from), with one article and
 * one post standing for their kind.
 */
async function prerenderedPaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map(([, path]) => path!);
  const allButFirst = (prefix: string) => paths.filter((path) => path.startsWith(prefix)).slice(1);
  const skipped = new Set([...allButFirst('/articles/'), ...allButFirst('/blog/')]);
  return paths.filter((path) => !skipped.has(path));
}

/** Every console error and warning, and every uncaught error, from the page's first byte on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The page has hydrated: AppLayout lifts the server's mark once the page's own boundary has. */
async function hydrated(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
}

/** The layout shifts since the page started, as Chrome's Layout Instability API reports them. */
async function layoutShifts(page: Page): Promise<{ value: number; sources: string[] }[]> {
  return page.evaluate(() =>
    (
      performance.getEntriesByType('layout-shift') as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[]
    ).map((shift) => ({
      value: shift.value,
      sources: shift.sources.map((source) => (source.node as Element | undefined)?.className?.toString() ?? ''),
    })),
  );
}

test('the public pages arrive rendered, hydrate without warnings or API calls, and nothing moves', async ({ page }) => {
  test.setTimeout(180_000);
  const paths = await prerenderedPaths(page);
  expect(paths.length).toBeGreaterThan(15);
  for (const path of paths) {
    await test.step(path, async () => {
      const problems = watchConsole(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The server's HTML already holds the page, before any script ran.
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<div id="root" data-hydrating( aria-disabled="true")?><div class="pw-app">/);
      expect(html).toMatch(/<link data-pw-head rel="canonical" href="http:\/\/[^"]+"/);

      // Pages for reading hydrate at the first interaction (a key press here); the others at once.
      await hydratedOnInteraction(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // A visitor's page asks nothing it already shows: not even GET /api/user to be told 401.
      expect(apiCalls).toEqual([]);
      const shifts = await layoutShifts(page);
      expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.05);
      expect(shifts.flatMap((shift) => shift.sources)).not.toContain('pw-footer');
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    });
  }
});

test('the landing page stays as sent until the first interaction, then is the app: a link navigates within it and the head follows', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  // Read, it is not hydrated: its code has loaded (once painted) and waits for the reader.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).toHaveAttribute('data-hydrating');
  await hydratedOnInteraction(page);
  await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADLINE })).toBeVisible();
  // A navigation in the app keeps the page (no new document) and changes the head with it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editorial Insights' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page).toHaveTitle('Editorial Insights | Penwright Collective');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('the sign-in page, hydrated at the first interaction, signs in with what was typed before', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/login');
  // Typed as soon as the page shows: the first key starts the app, which keeps what the fields hold.
  await page.getByLabel('Email').fill(demoMember.email);
  await page.getByLabel('Password').fill(demoMember.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});

test('a member’s dashboard arrives rendered for them, and hydrates without warnings, API calls or shifts', async ({
  page,
}) => {
  // Signed in through the API: the sign-in page's own navigation to the dashboard would still be loading its answers.
  const user = (await sendOk(page.context(), '/api/login', approvedMember)) as { firstName: string };
  const problems = watchConsole(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
  });

  const response = await page.goto('/dashboard');
  expect(response?.status()).toBe(200);
  // The server's HTML holds the member's first view: the welcome line and the figures, not their loading bars.
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<div id="root" data-hydrating aria-disabled="true"><div class="pw-app">/);
  expect(html.replace(/<!-- -->/g, '')).toContain(`Welcome back, ${user.firstName.trim()}.`);
  expect(html).not.toContain('class="pw-dashboard__stat-skeleton"');

  await hydrated(page);
  // Hydrated, the rest of the page comes (tabs, progress, activity), from the answers the page came with.
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect(apiCalls).toEqual([]);
  const shifts = await layoutShifts(page);
  expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.05);
  expect(shifts.flatMap((shift) => shift.sources)).not.toContain('pw-footer');
  problems.length = 0; // reading the layout shifts makes Chromium warn of its own "deprecated API"

  // It is the app: a tab opens in the page.
  await page.getByRole('tab', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=payouts$/);
  await expect(page.getByRole('heading', { name: 'Earnings Overview' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('another member’s dashboard is theirs, and a visitor’s is the sign-in page', async ({ page, browser }) => {
  await signIn(page, demoMember);
  const demo = (await (await page.request.get('/api/user')).json()) as { firstName: string };
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, approvedMember);
  const approved = (await (await otherPage.request.get('/api/user')).json()) as { firstName: string };
  expect(approved.firstName).not.toBe(demo.firstName);
  for (const [tab, member] of [
    [page, demo],
    [otherPage, approved],
  ] as const) {
    const html = (await (await tab.goto('/dashboard'))?.text()) ?? '';
    expect(html.replace(/<!-- -->/g, '')).toContain(`Welcome back, ${member.firstName.trim()}.`);
  }
  await other.close();

  // A visitor gets the page the browser renders, which sends them to sign in.
  await page.context().clearCookies();
  const visitor = await page.goto('/dashboard');
  expect((await visitor?.text()) ?? '').toContain('<div id="root"></div>');
  await expect(page).toHaveURL(/\/login$/);
});

/** Holds the app's code (the entry that public/boot.js imports) until `release` is called: the page stays as sent. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('a button clicked before the app has taken the page over', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('is clicked again once it has: the menu opens', async ({ page }) => {
    const problems = watchConsole(page);
    const release = await holdTheApp(page);
    await page.goto('/articles/blog-writing-jobs');
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The click came before any of the app's code: the page is still the server's.
    await expect(page.locator('#root')).toHaveAttribute('data-hydrating');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Apply Today' })).toBeVisible();
    await hydrated(page);
    expect(problems).toEqual([]);
  });

  test('is clicked again once it has: Back leaves the article', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/articles/blog-writing-jobs');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.locator('#root')).toHaveAttribute('data-hydrating');
    release();
    // Opened directly, the article has no history to go back to: Back goes home.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADLINE })).toBeVisible();
  });
});

test('a path the router does not know answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('robots.txt and sitemap.xml are real', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain('Disallow: /dashboard');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await sitemap.text()).toContain('/blog/how-to-pitch-an-editor</loc><lastmod>');
});
