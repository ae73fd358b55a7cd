import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { baseApi } from '../../api/baseApi';
import { json, mockServer } from '../../test/mockServer';
import { createStore } from '../store';
import './forHydration';
import './adminEndpoints';
import { ADMIN_ENDPOINTS, adminPrefetchesFor } from './adminRouteData';
import { memberPrefetchesFor, rendersForMember } from './routeData';
import { FIRST_PAGE } from '../../features/admin/list/usePagedListArgs';

const ADMIN_PAGES = [
  '/admin',
  '/admin-dashboard',
  '/admin/user/3',
  '/admin/assignment/7',
  '/admin/assignment/7/review',
];

describe('the admin pages the server renders for an admin (issue 29)', () => {
  const admin = { firstName: 'Ada', isAdmin: true };
  const member = { firstName: 'Dana', isAdmin: false };
  const withTotp = { methods: ['totp'] };
  const answers = (path: string, user: unknown, twoFactor: unknown = withTotp, except: string[] = []) =>
    memberPrefetchesFor(path)
      .filter((prefetch) => !except.includes(prefetch.endpointName))
      .map((prefetch) => ({
        endpointName: prefetch.endpointName,
        arg: prefetch.arg,
        value:
          prefetch.endpointName === 'getUser' ? user : prefetch.endpointName === 'getTwoFactorStatus' ? twoFactor : {},
      }));

  it.each(ADMIN_PAGES)('renders %s for an admin with a second factor', (path) => {
    expect(rendersForMember(path, answers(path, admin))).toBe(true);
  });

  it.each(ADMIN_PAGES)('leaves %s to the browser for anyone else (deny by default)', (path) => {
    expect(rendersForMember(path, answers(path, member))).toBe(false);
    expect(rendersForMember(path, answers(path, null))).toBe(false);
    expect(rendersForMember(path, answers(path, { ...admin, isAdmin: 'true' }))).toBe(false);
    // RequireAdmin sends an admin without a second factor to set one up (D19).
    expect(rendersForMember(path, answers(path, admin, { methods: [] }))).toBe(false);
    expect(rendersForMember(path, answers(path, admin, null))).toBe(false);
    expect(rendersForMember(path, answers(path, admin, withTotp, ['getTwoFactorStatus']))).toBe(false);
  });

  it('leaves a detail page to the browser when its record was refused or not found', () => {
    expect(
      rendersForMember(
        '/admin/assignment/7/review',
        answers('/admin/assignment/7/review', admin, withTotp, ['getAdminAssignment']),
      ),
    ).toBe(false);
    expect(rendersForMember('/admin/user/3', answers('/admin/user/3', admin, withTotp, ['getAdminUser']))).toBe(false);
  });

  it('asks nothing of the admin API for other pages, or ids the page would not read', () => {
    for (const path of [
      '/dashboard',
      '/admin/mail',
      '/admin/two-factor',
      '/admin/user/0',
      '/admin/user/x',
      '/admin/assignment/99999999999/review',
    ]) {
      expect({ path, admin: adminPrefetchesFor(path) }).toEqual({ path, admin: null });
      expect(memberPrefetchesFor(path).some((prefetch) => prefetch.url.startsWith('/api/admin'))).toBe(false);
    }
  });

  it('asks the Users, Assignments and Payouts tabs’ first page, unfiltered, as the tab asks it', () => {
    const listOf = (url: string) => memberPrefetchesFor(url).filter((prefetch) => prefetch.url.includes('page='));
    expect(listOf('/admin?tab=users')).toEqual([
      { endpointName: 'getAdminUsers', arg: FIRST_PAGE, url: '/api/admin/users?page=1&pageSize=20' },
    ]);
    expect(listOf('/admin-dashboard?tab=assignments')).toEqual([
      { endpointName: 'getAdminAssignments', arg: FIRST_PAGE, url: '/api/admin/assignments?page=1&pageSize=20' },
    ]);
    expect(listOf('/admin?tab=payouts')).toEqual([
      { endpointName: 'getAdminPayouts', arg: FIRST_PAGE, url: '/api/admin/payouts?page=1&pageSize=20' },
    ]);
    // Not its first view: the console renders without it (the tab then asks for its list itself).
    expect(listOf('/admin?tab=users').some((prefetch) => prefetch.firstView)).toBe(false);
    // A filtered list, another tab, or a page that is not the console: the browser asks.
    for (const url of [
      '/admin?tab=assignments&status=submitted',
      '/admin?tab=assignments&overdue=true',
      '/admin?tab=payouts&status=pending',
      '/admin?tab=applications',
      '/admin',
      '/admin/user/3?tab=users',
      '/dashboard?tab=users',
    ]) {
      expect({ url, lists: listOf(url) }).toEqual({ url, lists: [] });
    }
  });

  it.each(
    ['/admin?tab=users', '/admin?tab=assignments', '/admin?tab=payouts', ...ADMIN_PAGES]
      .flatMap((path) => memberPrefetchesFor(path))
      .map((p) => [p.endpointName, p.arg, p.url] as const),
  )('%s(%p) requests %s', async (endpointName, arg, url) => {
    const server = mockServer({ [`GET ${url}`]: () => json(200, {}) });
    const store = createStore();
    const endpoint = (baseApi.endpoints as Record<string, { initiate(arg: unknown): never } | undefined>)[endpointName];
    expect(endpoint).toBeDefined(); // injected by adminEndpoints.ts before the answers are seeded
    await store.dispatch(endpoint!.initiate(arg));
    const { pathname, search } = new URL(server.requests[0]!.url);
    expect(`${pathname}${search}`).toBe(url);
    store.dispatch(baseApi.util.resetApiState());
  });

  it('names the module that injects the admin answers’ endpoints by its path', () => {
    expect(existsSync(join(__dirname, '..', '..', `${ADMIN_ENDPOINTS}.ts`))).toBe(true);
  });
});
