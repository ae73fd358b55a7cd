import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { ContentCache } from '../src/modules/content/application/caching/content-cache';
import { BLOG_POSTS } from '../src/modules/content/infrastructure/seed/blog-posts.seed';
import { rawGet } from './support/raw-http';
import { APPROVED_DEMO, DEMO, startTestApp, type TestApp } from './support/test-app';
import type { TestClient } from './support/test-client';

/*
 * Issue 17: the public pages are rendered on the server for visitors, with their head in the HTML itself, and the
 * built frontend's files are sent precompressed. These tests read the built frontend (frontend/dist and
 * frontend/dist-ssr: `make build`, which `make test` runs before the integration tests).
 */
const FRONTEND = resolve(__dirname, '../../frontend/dist');
const BUNDLE = resolve(FRONTEND, '../dist-ssr/entry-server.cjs');
if (!existsSync(join(FRONTEND, 'index.html')) || !existsSync(BUNDLE)) {
  throw new Error('The built frontend is missing: run `make build` (frontend/dist and frontend/dist-ssr) first');
}

const ARTICLE = '/articles/press-release-writing';
/** SITE_URL outside production when it is not set (nor PUBLIC_URL): the test app's port is the default. */
const SITE = 'http://localhost:3000';

/** The page's data block (frontend/src/app/ssr/pageState.ts), as the browser reads it. */
function pageState(html: string): {
  sessionCookie: boolean;
  siteUrl: string;
  renderedAt?: number;
  queries?: unknown[];
} {
  const json = /<script type="application\/json" id="penwright-state">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no penwright-state data block');
  return JSON.parse(json) as ReturnType<typeof pageState>;
}

const attribute = (html: string, tag: RegExp, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(tag.exec(html)?.[0] ?? '')?.[1];
const meta = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta [^>]*(?:name|property)="${key}"[^>]*>`), 'content');
const rootMarkup = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

describe('platform: public pages rendered on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ FRONTEND_DIR: FRONTEND, CONTENT_CACHE_SECONDS: '60' });
  });
  afterAll(() => t.close());

  // Every request names a Host the site does not serve: pages name SITE_URL (here its default outside production),
  // never the Host header, since they are cached (issue 30).
  const visitor = (path: string) => request(t.server).get(path).set('Host', 'writers.example');

  it('gives an article its title, description, canonical URL, sharing tags and JSON-LD before any script runs', async () => {
    const page = await visitor(ARTICLE);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.text;
    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toBe(
      'Press Release Writing | Penwright Freelance Writing Opportunities',
    );
    const description = meta(html, 'description');
    expect(description?.length).toBeGreaterThan(50);
    expect(attribute(html, /<link [^>]*rel="canonical"[^>]*>/, 'href')).toBe(`${SITE}${ARTICLE}`);
    expect(meta(html, 'og:title')).toBe('Press Release Writing | Penwright Freelance Writing Opportunities');
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'og:url')).toBe(`${SITE}${ARTICLE}`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);

    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(jsonLd ?? '{}') as { '@graph': { '@type': string; headline?: string; url?: string }[] };
    expect(data['@graph'].map((node) => node['@type'])).toEqual(['Article', 'JobPosting']);
    expect(data['@graph'][0]!.headline).toBe('Press Release Writing');
    expect(data['@graph'][1]!.url).toBe(`${SITE}${ARTICLE}`);

    // The content itself, not a spinner, marked until the browser has hydrated it.
    expect(html).toContain('<div id="root" data-hydrating>');
    expect(rootMarkup(html)).toContain('<h1 id="article-title">Press Release Writing</h1>');
    expect(rootMarkup(html)).not.toContain('role="status"');
  });

  it('renders every page of the sitemap on the server, with its content and its own head', async () => {
    const sitemap = (await visitor('/sitemap.xml')).text;
    const paths = [...sitemap.matchAll(/<loc>http:\/\/localhost:3000(.*?)<\/loc>/g)].map(([, path]) => path!);
    expect(paths.length).toBeGreaterThan(30);
    const titles = new Set<string>();
    for (const path of paths) {
      const page = await visitor(path);
      const html = page.text;
      const markup = rootMarkup(html);
      expect({ path, status: page.status, rendered: pageState(html).renderedAt !== undefined }).toEqual({
        path,
        status: 200,
        rendered: true,
      });
      // Loading is a spinner, a skeleton or a busy region; a live region waiting to announce (a lesson's practice
      // result) is content.
      const loading = /pw-page-spinner|ant-skeleton|aria-busy="true"/.test(markup);
      expect({ path, h1: /<h1[\s>]/.test(markup), loading }).toEqual({
        path,
        h1: true,
        loading: false,
      });
      expect({ path, canonical: attribute(html, /<link [^>]*rel="canonical"[^>]*>/, 'href') }).toEqual({
        path,
        canonical: `${SITE}${path}`,
      });
      expect(meta(html, 'description')?.length).toBeGreaterThan(30);
      titles.add(/<title>(.*?)<\/title>/.exec(html)![1]!);
    }
    expect(titles.size).toBe(paths.length); // every page names itself
  });

  it('tells a visitor’s page that no session cookie came, with the answers it was rendered with', async () => {
    const html = (await visitor('/')).text;
    const state = pageState(html);
    expect(state.sessionCookie).toBe(false);
    expect(state.siteUrl).toBe(SITE);
    expect(state.renderedAt).toEqual(expect.any(Number));
    expect(state.queries).toEqual(
      expect.arrayContaining([expect.objectContaining({ endpointName: 'getBlogPosts', arg: 6 })]),
    );
    // The news cards are in the HTML, not their loading placeholders.
    expect(rootMarkup(html)).toContain(BLOG_POSTS.at(-1)!.title.replace(/'/g, '&#x27;'));
    expect(rootMarkup(html)).not.toContain('pw-news__card--loading');
  });

  it('starts the app on a rendered page once it is painted, pages with forms before anyone types', async () => {
    const register = (await visitor('/register')).text;
    expect(register).toMatch(
      /<script type="module" src="\/boot\.js" data-entry="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
    expect(register).not.toContain('rel="modulepreload"');
    expect(register).not.toContain('rel="stylesheet"'); // the entry's stylesheet is in the page
    expect(register).not.toContain('<noscript>'); // it reads without a script
    expect(register).toContain('<div id="root" data-hydrating aria-disabled="true">');
    // Registration's steps are plain elements until the card form (issue 29): no antd before the first paint.
    expect(pageState(register)).toMatchObject({ pages: ['features/registration/RegisterPage'] });
    expect(pageState(register)).not.toHaveProperty('hydrateOnInteraction', true);
    // Pages to read, the sign-in page and the landing page hydrate at the first interaction, and are not announced
    // as disabled.
    for (const path of [ARTICLE, '/login', '/']) {
      const html = (await visitor(path)).text;
      expect(html).toContain('<div id="root" data-hydrating>');
      expect(pageState(html)).toMatchObject({ hydrateOnInteraction: true });
    }
    // A page the browser renders loads the app as the build wrote it.
    const shell = (await visitor('/dashboard')).text;
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(shell).toContain('rel="modulepreload"');
    expect(shell).toContain('<noscript>');
  });

  it('leaves a member’s other pages to the browser, saying a session cookie came', async () => {
    const member = await t.signIn(DEMO);
    const page = await member.get(ARTICLE);
    expect(page.status).toBe(200);
    expect(rootMarkup(page.text)).toBe('');
    expect(pageState(page.text).sessionCookie).toBe(true);
    // A member's /register is rendered for them (issue 29): their plan, never a visitor's first step.
    const register = await member.get('/register');
    expect(rootMarkup(register.text)).toContain('You are on the Writer plan');
    expect(rootMarkup(register.text)).not.toContain('Register Here to Get Started');
  });

  it('renders the member home and the writing tools for the member, the prompt the server asked included (issue 29)', async () => {
    const member = await t.signIn(DEMO);
    const home = await member.get('/');
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect(rootMarkup(home.text)).toMatch(/Welcome back, (?:<!-- -->)?Dana/);
    const tools = await member.get('/writing-tools');
    const served = (pageState(tools.text).queries as { endpointName: string; value: { title?: string } }[]).find(
      (query) => query.endpointName === 'getRandomPrompt',
    );
    expect(served?.value.title).toBeTruthy();
    expect(rootMarkup(tools.text)).toContain(served!.value.title!.replace(/'/g, '&#x27;').replace(/"/g, '&quot;'));
    // The editor's tab asks for no prompt (the page asks one only on the prompts tab).
    const editor = await member.get('/writing-tools?tab=editor');
    expect((pageState(editor.text).queries as { endpointName: string }[]).map((q) => q.endpointName)).toEqual([
      'getUser',
    ]);
  });

  it('gives a member’s page the session user, and the dashboard its first answers, asked with the member’s cookie', async () => {
    const member = await t.signIn(DEMO);
    const answers = (path: string) =>
      member.get(path).then((page) => {
        expect(page.headers['cache-control']).toBe('private, no-cache');
        return Object.fromEntries(
          (pageState(page.text).queries as { endpointName: string; value: unknown }[]).map((q) => [
            q.endpointName,
            q.value,
          ]),
        );
      });
    const article = await answers(ARTICLE);
    expect(Object.keys(article)).toEqual(['getUser']);
    expect(article.getUser).toMatchObject({ email: DEMO.email });

    const dashboard = await answers('/dashboard');
    expect(Object.keys(dashboard).sort()).toEqual(
      [
        'getBillingConfig',
        'getMyActivity',
        'getMyApplication',
        'getMyAssignments',
        'getMyEarnings',
        'getMyPayouts',
        'getMySubscription',
        'getSocialFeed',
        'getUser',
        'getWritingProgress',
      ].sort(),
    );
    // The same answers the browser would have been given.
    expect(dashboard.getMyEarnings).toEqual((await member.get('/api/earnings/me')).body);
    expect(dashboard.getMyAssignments).toEqual((await member.get('/api/assignments/me')).body);

    // A session that has ended: the session check's 401 is the answer `null`, and the page (sent to sign in) gets no more.
    const ended = await request(t.server).get('/dashboard').set('Cookie', 'penwright.sid=s%3Aended.signature');
    expect(pageState(ended.text).queries).toEqual([{ endpointName: 'getUser', value: null }]);
  });

  describe('a member’s dashboard, rendered on the server for that member alone', () => {
    /** What the member's own API says: the dashboard's first view must show exactly this. */
    async function figuresOf(member: TestClient) {
      const user = (await member.get('/api/user')).body as { firstName: string; email: string };
      const earnings = (await member.get('/api/earnings/me')).body as { total: string };
      const assignments = (await member.get('/api/assignments/me')).body as { status: string }[];
      const dollars = Number(earnings.total).toLocaleString('en-US', { minimumFractionDigits: 2 });
      return {
        firstName: user.firstName.trim(),
        email: user.email,
        total: `$${dollars}`,
        active: assignments.filter((a) => a.status === 'assigned' || a.status === 'in_progress').length,
      };
    }
    /** The text of the figure labelled `label` in the server's HTML. */
    const figure = (markup: string, label: string) =>
      new RegExp(`<p class="pw-dashboard__stat-label">${label}</p><p class="pw-dashboard__stat-value">(.*?)</p>`)
        .exec(markup)?.[1]
        ?.replace(/<!-- -->/g, '');

    it('puts the title, the member’s welcome line and the four figures in the HTML, before any script runs', async () => {
      const member = await t.signIn(DEMO);
      const mine = await figuresOf(member);
      const page = await member.get('/dashboard').set('Host', 'writers.example');
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.headers.vary).toBe('Accept-Encoding, Cookie');
      const html = page.text;
      const markup = rootMarkup(html);
      expect(html).toContain('<div id="root" data-hydrating aria-disabled="true"><div class="pw-app">');
      expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toBe('Dashboard | Penwright Collective');
      expect(meta(html, 'robots')).toBe('noindex');
      expect(markup).toContain('<h1 id="dashboard-title">Dashboard</h1>');
      expect(markup.replace(/<!-- -->/g, '')).toContain(`Welcome back, ${mine.firstName}.`);
      expect(figure(markup, 'Total Earnings')).toBe(mine.total);
      expect(figure(markup, 'Active Assignments')).toBe(String(mine.active));
      expect(figure(markup, 'Status')).toBeDefined();
      expect(figure(markup, 'Employment Level')).toMatch(/^\w/);
      expect(markup).not.toContain('pw-dashboard__stat-skeleton'); // no figure is loading
      expect(markup).toContain('Sign Out'); // the header is the member's
      // The browser hydrates it from the same answers, after the first paint; the dashboard's stylesheet is in the
      // page, and its chunks are named for the browser to fetch with the entry.
      const state = pageState(html) as ReturnType<typeof pageState> & { pages?: string[] };
      expect(state).toMatchObject({
        sessionCookie: true,
        siteUrl: SITE,
        renderedAt: expect.any(Number),
      });
      expect(state.pages).toEqual(['features/dashboard/DashboardPage']);
      expect(state.queries).toContainEqual(
        expect.objectContaining({ endpointName: 'getUser', value: expect.objectContaining({ email: mine.email }) }),
      );
      const boot =
        /<script type="module" src="\/boot\.js" data-preload="([^"]+)" data-entry="\/assets\/index-[\w-]+\.js"><\/script>/.exec(
          html,
        );
      expect(boot?.[1]?.split(' ')).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/assets\/DashboardPage-[\w-]+\.js$/),
          expect.stringMatching(/^\/assets\/vendor-react-[\w-]+\.js$/),
        ]),
      );
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).toMatch(/<style>[^<]*\.pw-dashboard__stats\{/);
    });

    it('gives each member their own page, whatever the order, the timing or the ETag they send', async () => {
      const [demo, approved] = [await t.signIn(DEMO), await t.signIn(APPROVED_DEMO)];
      const [demoFigures, approvedFigures] = [await figuresOf(demo), await figuresOf(approved)];
      expect(approvedFigures.email).not.toBe(demoFigures.email);
      expect(approvedFigures.total).not.toBe(demoFigures.total);
      const check = (html: string, own: typeof demoFigures, other: typeof demoFigures) => {
        const markup = rootMarkup(html);
        expect(markup.replace(/<!-- -->/g, '')).toContain(`Welcome back, ${own.firstName}.`);
        expect(figure(markup, 'Total Earnings')).toBe(own.total);
        expect(html).toContain(own.email);
        expect(html).not.toContain(other.email);
        if (other.firstName !== own.firstName) expect(markup).not.toContain(other.firstName);
      };
      // One after the other, then at the same time.
      const first = await demo.get('/dashboard');
      check(first.text, demoFigures, approvedFigures);
      check((await approved.get('/dashboard')).text, approvedFigures, demoFigures);
      const together = await Promise.all([demo.get('/dashboard'), approved.get('/dashboard'), demo.get('/dashboard')]);
      check(together[0].text, demoFigures, approvedFigures);
      check(together[1].text, approvedFigures, demoFigures);
      check(together[2].text, demoFigures, approvedFigures);
      // Another member who sends the first member's ETag gets their own page, never a 304 for it.
      const other = await approved.get('/dashboard').set('If-None-Match', first.headers.etag as string);
      expect(other.status).toBe(200);
      check(other.text, approvedFigures, demoFigures);
      // A visitor gets no member's data: the page the browser renders (which sends them to sign in).
      const visitorPage = await visitor('/dashboard');
      expect(visitorPage.headers['cache-control']).toBe('no-cache');
      expect(rootMarkup(visitorPage.text)).toBe('');
      expect(pageState(visitorPage.text)).toEqual({ sessionCookie: false, siteUrl: SITE });
      for (const figures of [demoFigures, approvedFigures]) expect(visitorPage.text).not.toContain(figures.email);
    });

    it('leaves the dashboard to the browser when the session has ended', async () => {
      const ended = await request(t.server).get('/dashboard').set('Cookie', 'penwright.sid=s%3Aended.signature');
      expect(ended.status).toBe(200);
      expect(rootMarkup(ended.text)).toBe('');
      expect(pageState(ended.text).queries).toEqual([{ endpointName: 'getUser', value: null }]);
    });

    it('renders the dashboard with a query string, for the tab it names', async () => {
      const member = await t.signIn(DEMO);
      const page = await member.get('/dashboard?tab=payouts');
      expect(rootMarkup(page.text)).toContain('<h1 id="dashboard-title">Dashboard</h1>');
    });
  });

  it('leaves URLs with a query string to the browser', async () => {
    const page = await visitor('/blog?utm_source=newsletter');
    expect(page.status).toBe(200);
    expect(rootMarkup(page.text)).toBe('');
    expect(pageState(page.text)).toEqual({ sessionCookie: false, siteUrl: SITE });
  });

  it('answers 404 with the app (its not-found page) for a path the router does not know', async () => {
    for (const path of ['/no-such-page', '/articles/no-such-article', '/blog/no-such-post', '/admin/nothing/here']) {
      const page = await visitor(path);
      expect({ path, status: page.status, type: page.headers['content-type'] }).toEqual({
        path,
        status: 404,
        type: 'text/html; charset=utf-8',
      });
      expect(page.text).toContain('<div id="root">');
      expect(pageState(page.text).sessionCookie).toBe(false);
    }
  });

  it('renders a post an editor adds, without a rebuild, and the blog list once the content changes', async () => {
    const before = await visitor('/blog');
    expect(before.text).not.toContain('Notes From the Copy Desk');
    await t.sql(
      `INSERT INTO blog_posts (slug, title, excerpt, body, author_name, author_role, published_at)
       VALUES ('notes-from-the-copy-desk', 'Notes From the Copy Desk', 'What our copy editors fix most often, and how to fix it first.',
               'Commas, hyphens and the serial comma.', 'Hannah Lindqvist', 'Standards Editor', now())`,
    );
    const post = await visitor('/blog/notes-from-the-copy-desk');
    expect(post.status).toBe(200);
    expect(/<title>(.*?)<\/title>/.exec(post.text)?.[1]).toBe('Notes From the Copy Desk | Penwright Collective');
    expect(rootMarkup(post.text)).toContain('Commas, hyphens and the serial comma.');

    // The list is kept for CONTENT_CACHE_SECONDS, and rendered again at once when the blog changes.
    expect((await visitor('/blog')).text).not.toContain('Notes From the Copy Desk');
    await t.app.get(ContentCache).changed('blog');
    expect((await visitor('/blog')).text).toContain('Notes From the Copy Desk');
  });

  it('keeps pages no-cache with an ETag, answering 304 to a browser that holds the page', async () => {
    const first = await visitor(ARTICLE);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await visitor(ARTICLE).set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    // Another Host header is the same page: the same ETag, naming the same origin.
    const elsewhere = await request(t.server).get(ARTICLE).set('Host', 'other.example');
    expect(elsewhere.headers.etag).toBe(first.headers.etag);
    expect(elsewhere.text).toContain(`href="${SITE}/articles/press-release-writing"`);
    expect(elsewhere.text).not.toContain('other.example');
  });

  it('never names the Host header in a page, robots.txt or sitemap.xml', async () => {
    for (const path of ['/', ARTICLE, '/blog', '/robots.txt', '/sitemap.xml']) {
      const answer = await request(t.server).get(path).set('Host', 'evil.example');
      expect({ path, status: answer.status, named: answer.text.includes('evil.example') }).toEqual({
        path,
        status: 200,
        named: false,
      });
      expect(answer.text).toContain(SITE);
    }
    const page = await request(t.server).get('/').set('Host', 'evil.example"><script>alert(1)</script>');
    expect(page.text).not.toContain('evil.example');
  });

  it('compresses pages on the fly, decoding to the same bytes', async () => {
    const host = { Host: 'writers.example' };
    const plain = await rawGet(t.server, ARTICLE, host);
    for (const encoding of ['br', 'gzip']) {
      const page = await rawGet(t.server, ARTICLE, { ...host, 'Accept-Encoding': encoding });
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.body.equals(plain.body)).toBe(true);
      expect(page.raw.length).toBeLessThan(plain.raw.length / 3);
    }
  });

  it('sends the build’s files precompressed: hashed ones immutable for a year, each encoding with its ETag', async () => {
    const script = readdirSync(join(FRONTEND, 'assets')).find((name) => /^vendor-react-.*\.js$/.test(name))!;
    const path = `/assets/${script}`;
    const original = readFileSync(join(FRONTEND, 'assets', script));
    const plain = await rawGet(t.server, path);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.equals(original)).toBe(true);
    const etags = new Set([plain.headers.etag]);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const answer = await rawGet(t.server, path, { 'Accept-Encoding': accept! });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.equals(original)).toBe(true);
      expect(answer.raw.length).toBeLessThan(original.length / 2);
      etags.add(answer.headers.etag);
      const again = await rawGet(t.server, path, {
        'Accept-Encoding': accept!,
        'If-None-Match': String(answer.headers.etag),
      });
      expect(again.status).toBe(304);
    }
    expect(etags.size).toBe(3);

    const favicon = await rawGet(t.server, '/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    // The build's manifest and the prerender bundle are not the site's files.
    expect((await request(t.server).get('/.vite/manifest.json')).text).toContain('<div id="root">');
  });
});

describe('platform: robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ FRONTEND_DIR: FRONTEND, SITE_URL: 'https://writers.example' });
  });
  afterAll(() => t.close());

  it('serves robots.txt: members’ pages and the API are not for crawlers, and where the sitemap is', async () => {
    const robots = await request(t.server).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.text).toBe(
      'User-agent: *\nDisallow: /admin\nDisallow: /api\nDisallow: /dashboard\n\nSitemap: https://writers.example/sitemap.xml\n',
    );
  });

  it('gives robots.txt and the sitemap an ETag, and answers 304 to it', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const first = await request(t.server).get(url);
      expect({ url, status: first.status, etag: typeof first.headers.etag }).toEqual({
        url,
        status: 200,
        etag: 'string',
      });
      const again = await request(t.server).get(url).set('If-None-Match', first.headers.etag);
      expect({ url, status: again.status }).toEqual({ url, status: 304 });
    }
  });

  it('lists every public page and every published post, with the day it was published', async () => {
    const sitemap = await request(t.server).get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = [...sitemap.text.matchAll(/<url><loc>(.*?)<\/loc>(?:<lastmod>(.*?)<\/lastmod>)?<\/url>/g)].map(
      ([, loc, lastmod]) => ({ loc, lastmod }),
    );
    const locs = entries.map((entry) => entry.loc);
    for (const path of ['/', ARTICLE, '/blog', '/courses', '/course/writing-basics', '/terms-of-service', '/login']) {
      expect(locs).toContain(`https://writers.example${path}`);
    }
    expect(locs.filter((loc) => loc!.includes('/articles/'))).toHaveLength(10);
    const published = await t.sql<{ slug: string; day: string }>(
      "SELECT slug, to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM blog_posts WHERE published_at IS NOT NULL",
    );
    expect(published.length).toBeGreaterThan(5);
    for (const post of published) {
      expect(entries).toContainEqual({ loc: `https://writers.example/blog/${post.slug}`, lastmod: post.day });
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists every post, also beyond the 50 newest that the blog list shows', async () => {
    await t.sql(
      `INSERT INTO blog_posts (slug, title, excerpt, body, author_name, author_role, published_at)
       SELECT 'letter-from-the-archive-' || n, 'Letter From the Archive, No. ' || n,
              'An editor’s letter from the collective’s first seasons.',
              'How we pitched, edited and paid writers in our first year.', 'Hannah Lindqvist', 'Standards Editor',
              timestamptz '2021-03-01 12:00:00+00' + n * interval '1 day'
       FROM generate_series(1, 60) AS n`,
    );
    await t.app.get(ContentCache).changed('blog');
    const sitemap = (await request(t.server).get('/sitemap.xml')).text;
    const posts = await t.sql<{ slug: string }>('SELECT slug FROM blog_posts');
    expect(posts.length).toBeGreaterThan(60);
    for (const { slug } of posts) expect(sitemap).toContain(`<loc>https://writers.example/blog/${slug}</loc>`);
    // The oldest of them, far beyond the newest 50, with the day it was published.
    expect(sitemap).toContain(
      '<url><loc>https://writers.example/blog/letter-from-the-archive-1</loc><lastmod>2021-03-02</lastmod></url>',
    );
  });

  it('names SITE_URL in pages whatever the Host header', async () => {
    const page = await request(t.server).get(ARTICLE).set('Host', 'localhost:3000');
    expect(page.text).toContain(`<link data-pw-head rel="canonical" href="https://writers.example${ARTICLE}" />`);
  });
});
