import { baseApi } from '../../api/baseApi';
import { json, mockServer } from '../../test/mockServer';
import { createStore } from '../store';
import './forHydration';
import './memberEndpoints';
import { PRERENDERED_PATHS } from './prerenderRoutes';
import { memberPrefetchesFor, prefetchesFor } from './routeData';

/**
 * The server fetches each prerendered page's data by URL, and the browser puts the answers in the store under an
 * endpoint and argument: both must be what the page's own hook requests, or the page would load it again.
 */
describe('the data of prerendered pages', () => {
  const prefetches = [
    ...[...PRERENDERED_PATHS, '/blog/how-to-pitch-an-editor'].flatMap(prefetchesFor),
    // A member's dashboard, rendered in the browser from the answers the server put into its data block.
    ...memberPrefetchesFor('/dashboard'),
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
