import { screen, waitFor, within } from '@testing-library/react';
import { authApi } from '../../auth/authApi';
import { admin } from '../../../test/fixtures';
import { json } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import type { AppStore } from '../../../app/store';
import { adminPayout, pagedList, serveAdmin } from '../admin.fixtures';
import { FIRST_PAGE } from '../list/usePagedListArgs';

// antd's Table measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const requested = adminPayout({ id: 30, amount: '1250.00', requestedAt: '2026-11-16T08:00:00.000Z' });
const paid = adminPayout({
  id: 32,
  assignmentId: 22,
  status: 'completed',
  amount: '80.00',
  assignmentTitle: 'Newsletter for a Community Orchestra',
  completedAt: '2026-11-18T08:00:00.000Z',
});

/** The answers the server puts into `/admin?tab=payouts` for an admin with a second factor (app/ssr/adminRouteData.ts). */
const seedFirstPage = (items: unknown[]) => (store: AppStore) =>
  store.dispatch(
    authApi.util.upsertQueryEntries([
      { endpointName: 'getUser', arg: undefined, value: admin },
      { endpointName: 'getTwoFactorStatus', arg: undefined, value: { methods: ['totp'] } },
      { endpointName: 'getAdminPayouts', arg: FIRST_PAGE, value: { items, total: items.length, ...FIRST_PAGE } },
    ] as Parameters<typeof authApi.util.upsertQueryEntries>[0]),
  );

describe('the Payouts tab opens on the first page the server sent (issue 29)', () => {
  // The first list a page opens takes the server's answer without asking again: a file of its own for that.
  it('shows the payouts in plain elements at once, then in the tab’s table with its buttons, without asking again', async () => {
    const { queries } = serveAdmin({
      'GET /api/admin/payouts': pagedList(() => [requested, paid]),
      'GET /api/account/two-factor': () => json(200, { methods: ['totp'] }),
    });
    renderApp('/admin?tab=payouts', { seed: seedFirstPage([requested, paid]) });

    const preview = await screen.findByRole('table', { name: 'Payouts' });
    expect(preview.closest('.pw-admin-preview')).not.toBeNull();
    const [first, second] = within(preview).getAllByRole('row').slice(1);
    expect(first).toHaveClass('pw-admin__row--requested');
    expect(within(first!).getByText('$1,250.00')).toBeInTheDocument();
    expect(within(first!).getByText('Requested')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: /Newsletter for a Community Orchestra/ })).toHaveAttribute(
      'href',
      `/admin/assignment/${paid.assignmentId}`,
    );
    // The buttons that move money come with the tab; until then only their room is kept, hidden from everyone.
    expect(within(preview).queryAllByRole('button')).toEqual([]);
    expect(document.querySelector('.ant-table')).toBeNull();

    expect(await screen.findByRole('button', { name: 'Process: $1,250.00 to Dana Writer' })).toBeInTheDocument();
    expect(document.querySelector('.pw-admin-preview')).toBeNull();
    expect(screen.getByText('2 payouts')).toBeInTheDocument();
    expect(queries('/api/admin/payouts')).toEqual([]);
  });

  it('keeps the placeholder for a filtered address, whose list the tab asks for itself', async () => {
    const { queries } = serveAdmin({
      'GET /api/admin/payouts': pagedList(() => [requested]),
      'GET /api/account/two-factor': () => json(200, { methods: ['totp'] }),
    });
    renderApp('/admin?tab=payouts&status=pending', { seed: seedFirstPage([requested, paid]) });
    expect(await screen.findByRole('tab', { name: 'Payouts', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Payouts' })).toBeNull();
    await waitFor(() => expect(queries('/api/admin/payouts')).toHaveLength(1));
  });
});
