/**
 * A fake backend for component tests: replaces `global.fetch` (never RTK internals) and answers
 * by "METHOD /path". Unknown routes get a 404 so a forgotten mock fails loudly.
 */
export type Handler = (request: Request) => Response | Promise<Response>;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

export const unauthorized = () => json(401, { statusCode: 401, message: 'Unauthorized' });

export interface MockServer {
  fetch: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
  /** Requests received so far, as "METHOD /path". */
  calls(): string[];
  /** The requests themselves, to inspect headers and bodies. */
  requests: Request[];
}

export function mockServer(routes: Record<string, Handler>): MockServer {
  const requests: Request[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = routes[key];
    return handler ? handler(request) : json(404, { statusCode: 404, message: `No mock for ${key}` });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetch: fetchMock,
    requests,
    calls: () => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`),
  };
}
