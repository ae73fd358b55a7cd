import type { Request, Response } from 'express';

/** API paths no route matched: one label for all of them, whatever was asked (an unbounded label is a defect). */
export const UNMATCHED_ROUTE = '(unmatched)';
/** Everything outside /api that no route matched: the pages, the files, robots.txt and the sitemap. */
export const PAGES_ROUTE = '(pages)';

const ROUTE_LOCAL = 'metricsRoute';

/** The route pattern a Nest route matched (`/api/assignments/:id/accept`), never the URL with its ids. */
export function matchedRoute(req: Request): string | undefined {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : undefined;
}

/** For an answer sent before routing (the public answer cache's replay): the route of the handler that made it. */
export function answerForRoute(res: Response, route: string): void {
  (res.locals as Record<string, unknown>)[ROUTE_LOCAL] = route;
}

/** The `route` label of a finished request: its route pattern, or one of two fixed labels. */
export function routeLabel(req: Request, res: Response): string {
  const replayed = (res.locals as Record<string, unknown>)[ROUTE_LOCAL];
  if (typeof replayed === 'string') return replayed;
  return matchedRoute(req) ?? (/^\/api(\/|$)/.test(req.path) ? UNMATCHED_ROUTE : PAGES_ROUTE);
}
