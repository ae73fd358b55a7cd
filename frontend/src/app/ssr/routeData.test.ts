import { baseApi } from '../../api/baseApi';
import { json, mockServer } from '../../test/mockServer';
import { createStore } from '../store';
import './forHydration';
import './memberEndpoints';
import { PRERENDERED_PATHS } from './prerenderRoutes';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MEMBER_ENDPOINTS, memberPrefetchesFor, prefetchesFor, rendersForMember } from './routeData';

/**
 * The server fetches each prerendered page's data by URL, and the browser puts the answers in the store under an
 * endpoint and argument: both must be what the page's own hook requests, or the page would load it again.
 */
describe('the data of prerendered pages', () => {
  const prefetches = [
    ...[...PRERENDERED_PATHS, '/blog/how-to-pitch-an-editor'].flatMap(prefetchesFor),
    // A member's dashboard, rendered in the browser from the answers the server put into its data block.
    ...memberPrefetchesFor('/dashboard'),
    // Members' pages the browser renders, with their first answers in the data block (issue 29).
    ...memberPrefetchesFor('/quiz'),
    ...memberPrefetchesFor('/register'),
  ];

  it.each(prefetches.map((p) => [p.endpointName, p.arg, p.url] as const))(
    '%s(%p) requests %s',
    async (endpointName, arg, url) => {
      const list = endpointName === 'getBlogPosts';
      const server = mockServer({ [`GET ${new URL(url, 'http://x').pathname}`]: () => json(200, list ? [] : {}) });
      const store = createStore();
      const endpoint = (baseApi.endpoints as Record<string, { initiate(arg: unknown): never } | undefined>)[
        endpointName
      ];
      expect(endpoint).toBeDefined(); // injected before hydration (forHydration.ts) or seeding (memberEndpoints.ts)
      await store.dispatch(endpoint!.initiate(arg));
      const request = server.requests[0]!;
      const { pathname, search } = new URL(request.url);
      expect(`${pathname}${search}`).toBe(url);
      store.dispatch(baseApi.util.resetApiState());
    },
  );
});

describe('the member pages the server renders', () => {
  const answers = (except: string[] = [], user: unknown = { firstName: 'Dana' }) =>
    memberPrefetchesFor('/dashboard')
      .filter((prefetch) => !except.includes(prefetch.endpointName))
      .map((prefetch) => ({
        endpointName: prefetch.endpointName,
        arg: prefetch.arg,
        value: prefetch.endpointName === 'getUser' ? user : {},
      }));

  it('renders the dashboard when its first view’s answers came, whatever the rest', () => {
    expect(rendersForMember('/dashboard', answers())).toBe(true);
    expect(rendersForMember('/dashboard', answers(['getSocialFeed', 'getMyPayouts', 'getWritingProgress']))).toBe(true);
  });

  it('leaves it to the browser when an answer of the first view is missing or the session has ended', () => {
    for (const missing of ['getUser', 'getMyEarnings', 'getMyAssignments', 'getMyApplication', 'getBillingConfig']) {
      expect({ missing, rendered: rendersForMember('/dashboard', answers([missing])) }).toEqual({
        missing,
        rendered: false,
      });
    }
    expect(rendersForMember('/dashboard', answers([], null))).toBe(false);
  });

  it('renders no other member page', () => {
    expect(rendersForMember('/', answers())).toBe(false);
    expect(rendersForMember('/writing-tools', answers())).toBe(false);
  });

  it('names the module that injects the member answers’ endpoints by its path', () => {
    expect(existsSync(join(__dirname, '..', '..', `${MEMBER_ENDPOINTS}.ts`))).toBe(true);
  });
});
