import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The fake backend of component tests: Mock Service Worker answers the app's real requests at the network
 * boundary (RTK Query, fetch and all run as in the browser). jest/setupTests.ts starts it for every test file;
 * nothing reaches the network, and a request no test answered fails with msw's error naming it.
 */
export const server = setupServer();

export type Handler = (request: Request) => Response | Promise<Response>;

export function json(status: number, body?: unknown): Response {
  return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
}

export const unauthorized = () => json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });

export interface MockServer {
  /** Requests received so far, as "METHOD /path". */
  calls(): string[];
  /** The requests themselves, to inspect headers and bodies. */
  requests: Request[];
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

const routeOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

/**
 * Answers the requests named by "METHOD /path" (the query is not part of the match) until the next call, which
 * replaces every route. Any other request gets a 404, so a forgotten route fails loudly.
 */
export function mockServer(routes: Record<string, Handler>): MockServer {
  const handlers = Object.entries(routes).map(([route, answer]) => routeHandler(route, answer));
  const notMocked = http.all('*', ({ request }) =>
    json(404, { statusCode: 404, code: 'NOT_FOUND', message: `No mock for ${routeOf(request)}` }),
  );
  server.resetHandlers(...handlers, notMocked);

  const requests: Request[] = [];
  server.events.removeAllListeners('request:start');
  // A copy taken before any handler reads the body, so a test can read it too.
  server.events.on('request:start', ({ request }) => void requests.push(request.clone()));
  return { requests, calls: () => requests.map(routeOf) };
}

function routeHandler(route: string, answer: Handler): HttpHandler {
  const [method, path] = route.split(' ');
  const handle = METHODS[method as keyof typeof METHODS];
  if (!handle || !path?.startsWith('/')) throw new Error(`A route is "METHOD /path", not "${route}"`);
  return handle(path, async ({ request }) => {
    try {
      return await answer(request);
    } catch {
      // A handler that fails stands for a request that got no answer, as when fetch itself rejects.
      return HttpResponse.error();
    }
  });
}
