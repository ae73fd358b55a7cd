import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import auditTable from '../../../tooling/audit-routes.json';
import { appRoutes } from '../router';

/** make audit's table (tooling/audit-routes.json): the pages audited at each route pattern, or its redirect. */
type AuditEntry = { redirect: string } | { name: string; role: string; path?: string }[];
const table: Record<string, AuditEntry> = auditTable.routes;

/** Every route object with a path, nested ones included, as the router holds them. */
function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [...(route.path ? [route] : []), ...flatten(route.children ?? [])]);
}

const routes = flatten(appRoutes);

/** Route objects that show a page without a path of their own (an index route, a pathless leaf): the table cannot
 * name them. Pathless layouts (a guard, the app's layout) only wrap routes that have one. */
const pagesWithoutPath = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [
    ...(!route.path && (route.index || !route.children?.length) ? [route] : []),
    ...pagesWithoutPath(route.children ?? []),
  ]);

const redirectTarget = (route: RouteObject) =>
  isValidElement<{ to: string }>(route.element) && route.element.type === Navigate ? route.element.props.to : null;

// Issue 29: `make audit` audits every route of the router, so a new page cannot be left out of it silently.
describe("make audit's route table", () => {
  it('knows every route pattern of the router', () => {
    const missing = routes.map((route) => route.path).filter((path) => !(path! in table));
    expect(missing).toEqual([]);
  });

  it('has a path for every page of the router (an index route would escape the table)', () => {
    expect(pagesWithoutPath(appRoutes)).toEqual([]);
  });

  it('has no route pattern the router no longer has', () => {
    const paths = new Set(routes.map((route) => route.path));
    expect(Object.keys(table).filter((pattern) => !paths.has(pattern))).toEqual([]);
  });

  it('checks each redirect route as the redirect it is, and audits every other route in some role', () => {
    for (const route of routes) {
      const entry = table[route.path!];
      if (Array.isArray(entry)) {
        expect({ path: route.path, redirect: redirectTarget(route) }).toEqual({ path: route.path, redirect: null });
        expect(entry.length).toBeGreaterThan(0);
        for (const page of entry) expect(['visitor', 'member', 'approved', 'admin']).toContain(page.role);
      } else {
        expect({ path: route.path, redirect: entry?.redirect }).toEqual({
          path: route.path,
          redirect: redirectTarget(route),
        });
      }
    }
  });

  it('gives every audited page its own name (what AUDIT_ONLY matches)', () => {
    const names = Object.values(table).flatMap((entry) => (Array.isArray(entry) ? entry.map((page) => page.name) : []));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
