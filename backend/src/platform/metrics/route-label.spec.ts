import type { Request, Response } from 'express';
import { answerForRoute, PAGES_ROUTE, routeLabel, UNMATCHED_ROUTE } from './route-label';

const req = (path: string, route?: string, baseUrl = '') =>
  ({ path, baseUrl, route: route && { path: route } }) as unknown as Request;
const res = () => ({ locals: {} }) as unknown as Response;

describe('routeLabel', () => {
  it('is the route pattern a route matched, never the URL with its ids', () => {
    expect(routeLabel(req('/api/assignments/42/accept', '/api/assignments/:id/accept'), res())).toBe(
      '/api/assignments/:id/accept',
    );
    expect(routeLabel(req('/v/7', '/:id', '/v'), res())).toBe('/v/:id');
  });

  it('puts every unmatched API path under one label, and every page or file under another', () => {
    expect(routeLabel(req('/api/no-such/123'), res())).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(req('/api'), res())).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(req('/assignments/123'), res())).toBe(PAGES_ROUTE);
    expect(routeLabel(req('/apiary'), res())).toBe(PAGES_ROUTE);
  });

  it("is the cached answer's route for a replay that never reached the router", () => {
    const replay = res();
    answerForRoute(replay, '/api/blog/posts/:slug');
    expect(routeLabel(req('/api/blog/posts/first-post'), replay)).toBe('/api/blog/posts/:slug');
  });
});
