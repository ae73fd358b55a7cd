import { screen, waitFor, within } from '@testing-library/react';
import { authApi } from '../../auth/authApi';
import { admin } from '../../../test/fixtures';
import { json } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import type { AppStore } from '../../../app/store';
import { adminAssignment, adminUser, pagedList, serveAdmin } from '../admin.fixtures';
import { FIRST_PAGE } from '../list/usePagedListArgs';

// antd's Table measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const dana = adminUser();
const brief = adminAssignment({ title: 'Ten places to pitch a travel essay' });

/** The answers the server puts into `/admin?tab=...` for an admin with a second factor (app/ssr/adminRouteData.ts). */
const seedFirstPage = (endpointName: 'getAdminUsers' | 'getAdminAssignments', items: unknown[]) => (store: AppStore) =>
  store.dispatch(
    authApi.util.upsertQueryEntries([
      { endpointName: 'getUser', arg: undefined, value: admin },
      { endpointName: 'getTwoFactorStatus', arg: undefined, value: { methods: ['totp'] } },
      { endpointName, arg: FIRST_PAGE, value: { items, total: items.length, ...FIRST_PAGE } },
    ] as Parameters<typeof authApi.util.upsertQueryEntries>[0]),
  );

describe('the Users and Assignments tabs open on the first page the server sent (issue 29)', () => {
  // The first list a page opens takes the server's answer without asking again: this test must be the file's first.
  it('shows the users in plain elements at once, then in the tab’s table, without asking for them again', async () => {
    const { queries } = serveAdmin({
      'GET /api/admin/users': pagedList(() => [dana]),
      'GET /api/account/two-factor': () => json(200, { methods: ['totp'] }),
    });
    renderApp('/admin?tab=users', { seed: seedFirstPage('getAdminUsers', [dana]) });

    // The page's own code is fetched first (a lazy page); the tab's list after it.
    const preview = await screen.findByRole('table', { name: 'Users' });
    expect(preview.closest('.pw-admin-preview')).not.toBeNull();
    expect(within(preview).getByText('dana@example.com')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Edit Dana Writer' })).toHaveAttribute(
      'href',
      `/admin/user/${dana.id}`,
    );
    expect(document.querySelector('.ant-table')).toBeNull();

    await waitFor(() => expect(document.querySelector('.ant-table-row')).toHaveTextContent('dana@example.com'));
    expect(document.querySelector('.pw-admin-preview')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Active: Dana Writer' })).toBeChecked();
    expect(queries('/api/admin/users')).toEqual([]);
  });

  it('shows the assignments in plain elements at once, each opening in a new tab', async () => {
    serveAdmin({
      'GET /api/admin/assignments': pagedList(() => [brief]),
      'GET /api/account/two-factor': () => json(200, { methods: ['totp'] }),
    });
    renderApp('/admin?tab=assignments', { seed: seedFirstPage('getAdminAssignments', [brief]) });

    const preview = await screen.findByRole('table', { name: 'Assignments' });
    const link = within(preview).getByRole('link', { name: /Ten places to pitch a travel essay/ });
    expect(link).toHaveAttribute('href', `/admin/assignment/${brief.id}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(await screen.findByRole('button', { name: /Create Assignment/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('.pw-admin-preview')).toBeNull();
  });

  it('keeps the placeholder for a filtered address, whose list the tab asks for itself', async () => {
    const { queries } = serveAdmin({
      'GET /api/admin/assignments': pagedList(() => [brief]),
      'GET /api/account/two-factor': () => json(200, { methods: ['totp'] }),
    });
    renderApp('/admin?tab=assignments&status=available', { seed: seedFirstPage('getAdminAssignments', [brief]) });
    expect(await screen.findByRole('tab', { name: 'Assignments', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Assignments' })).toBeNull();
    await waitFor(() => expect(queries('/api/admin/assignments')).toHaveLength(1));
  });
});
