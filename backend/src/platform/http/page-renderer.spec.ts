import type { Logger } from 'pino';
import type { HtmlTemplate } from './html-template';
import { ORIGIN_PLACEHOLDER, PageRenderer, type PrerenderModule, type RenderedPage } from './page-renderer';

const clockAt = (ms: number) => ({
  ms,
  now() {
    return new Date(this.ms);
  },
});
const template = { page: ({ body }: { body: string }) => `<html>${body}</html>` } as unknown as HtmlTemplate;
const logger = { error: jest.fn() } as unknown as Logger;
const noFetch = () => Promise.reject(new Error('no API here'));

/** A prerender bundle whose pages say how many times they were rendered. */
function bundle(options: { content?: boolean; missing?: string[] } = {}) {
  let renders = 0;
  const module: PrerenderModule = {
    PRERENDERED_PATHS: ['/', '/about'],
    isPrerendered: (path) => path !== '/members',
    routeStatus: (path) => (path === '/members' ? 200 : 404),
    render: jest.fn(async ({ pathname, siteUrl }) => {
      renders += 1;
      if (options.missing?.includes(pathname)) return { kind: 'browser' as const, status: 404 };
      return {
        kind: 'page' as const,
        status: 200,
        head: '',
        body: `${pathname} #${renders} ${siteUrl}`,
        state: {},
        content: options.content ?? false,
      };
    }),
  };
  return module;
}

const html = (page: RenderedPage | number) => (typeof page === 'number' ? page : page.html);

describe('PageRenderer', () => {
  it('renders a page once, for every visitor, naming the origin as a placeholder', async () => {
    const pages = new PageRenderer(bundle(), template, 30_000, clockAt(0), logger);
    const [a, b] = await Promise.all([pages.page('/about', noFetch), pages.page('/about', noFetch)]);
    expect(html(a)).toBe(`<html>/about #1 ${ORIGIN_PLACEHOLDER}</html>`);
    expect(b).toBe(a);
    expect(html(await pages.page('/about', noFetch))).toBe(`<html>/about #1 ${ORIGIN_PLACEHOLDER}</html>`);
  });

  it('leaves pages it does not prerender to the browser, with their status', async () => {
    const module = bundle({ missing: ['/blog/gone'] });
    const pages = new PageRenderer(module, template, 30_000, clockAt(0), logger);
    expect(await pages.page('/members', noFetch)).toBe(200);
    expect(await pages.page('/blog/gone', noFetch)).toBe(404);
    expect(module.render).toHaveBeenCalledTimes(1);
  });

  it('renders a content page again after its time, serving the kept one meanwhile', async () => {
    const clock = clockAt(0);
    const pages = new PageRenderer(bundle({ content: true }), template, 30_000, clock, logger);
    expect(html(await pages.page('/', noFetch))).toContain('/ #1');
    clock.ms = 30_000;
    expect(html(await pages.page('/', noFetch))).toContain('/ #1'); // the new rendering is on its way
    await new Promise((resolve) => setImmediate(resolve));
    expect(html(await pages.page('/', noFetch))).toContain('/ #2');
  });

  it('drops content pages at once when the content changes, and keeps the others', async () => {
    const pages = new PageRenderer(bundle({ content: true }), template, 30_000, clockAt(0), logger);
    await pages.page('/', noFetch);
    pages.forgetContent();
    expect(html(await pages.page('/', noFetch))).toContain('/ #2');
  });

  it('does not keep a rendering that started before a change of content', async () => {
    const module = bundle({ content: true });
    const pages = new PageRenderer(module, template, 30_000, clockAt(0), logger);
    const rendering = pages.page('/', noFetch);
    pages.forgetContent();
    await rendering;
    expect(html(await pages.page('/', noFetch))).toContain('/ #2');
  });

  it('answers 200 for the browser to render when a rendering fails, and logs why', async () => {
    const module = bundle();
    (module.render as jest.Mock).mockRejectedValueOnce(new Error('window is not defined'));
    const pages = new PageRenderer(module, template, 30_000, clockAt(0), logger);
    expect(await pages.page('/about', noFetch)).toBe(200);
    expect(logger.error).toHaveBeenCalled();
    // Nothing failed is kept: the next request renders again.
    expect(html(await pages.page('/about', noFetch))).toContain('<html>/about');
    expect(module.render).toHaveBeenCalledTimes(2);
  });

  describe('a member’s page', () => {
    const answers = (name: string) => [{ endpointName: 'getUser', arg: undefined, value: { firstName: name } }];
    /** A bundle whose member render writes the member's name, or leaves the page to the browser when there is none. */
    function memberBundle() {
      const module = bundle();
      module.renderForMember = jest.fn(async ({ url, queries }) => {
        const user = queries[0]?.value as { firstName: string } | null | undefined;
        if (!user) return { kind: 'browser' as const, status: 200 };
        return {
          kind: 'page' as const,
          status: 200,
          head: '',
          body: `${url} for ${user.firstName}`,
          state: {},
          content: false,
          code: ['features/dashboard/DashboardPage'],
        };
      });
      return module;
    }

    it('is rendered for each request, from its own answers, and never kept', async () => {
      const module = memberBundle();
      const pages = new PageRenderer(module, template, 30_000, clockAt(0), logger);
      expect(await pages.memberPage('/members', 'http://site', answers('Dana'))).toBe('<html>/members for Dana</html>');
      expect(await pages.memberPage('/members', 'http://site', answers('Rosa'))).toBe('<html>/members for Rosa</html>');
      expect(await pages.memberPage('/members', 'http://site', answers('Dana'))).toBe('<html>/members for Dana</html>');
      expect(module.renderForMember).toHaveBeenCalledTimes(3);
      // A visitor of the same path is left to the browser: nothing of a member's page was kept for them.
      expect(await pages.page('/members', noFetch)).toBe(200);
      expect(module.render).not.toHaveBeenCalled();
    });

    it('is left to the browser when the bundle says so, when it fails, or when the bundle has no member render', async () => {
      const module = memberBundle();
      const pages = new PageRenderer(module, template, 30_000, clockAt(0), logger);
      expect(await pages.memberPage('/members', 'http://site', [])).toBeNull();
      (module.renderForMember as jest.Mock).mockRejectedValueOnce(new Error('window is not defined'));
      expect(await pages.memberPage('/members', 'http://site', answers('Dana'))).toBeNull();
      expect(logger.error).toHaveBeenCalled();
      const older = new PageRenderer(bundle(), template, 30_000, clockAt(0), logger);
      expect(await older.memberPage('/members', 'http://site', answers('Dana'))).toBeNull();
    });
  });
});
