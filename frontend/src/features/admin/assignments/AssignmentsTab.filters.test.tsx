import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import { adminAssignment, overview, pagedList, searchAndStatus, serveAdmin } from '../admin.fixtures';
import type { AdminAssignment } from '../api/adminAssignmentsApi';

const late = adminAssignment({ id: 31, title: 'Harbour Towns of Maine', status: 'in_progress', overdue: true });
const waiting = adminAssignment({ id: 32, title: 'Night Markets of Taipei', status: 'assigned' });
const open = adminAssignment({ id: 33, title: 'Bakery Landing Page', status: 'available', assignee: null });
const done = adminAssignment({ id: 34, title: 'Winter Composting', status: 'completed' });
const ROWS = [late, waiting, open, done];

/** The fake list filters by statuses and overdue like the server; the queries show what the tab asked. */
function serve() {
  const matches = searchAndStatus<AdminAssignment>((row) => [row.title]);
  return serveAdmin({
    'GET /api/admin/overview': () => json(200, overview()),
    'GET /api/admin/assignments': pagedList(
      () => ROWS,
      (row, params) => matches(row, params) && (params.get('overdue') !== 'true' || row.overdue),
    ),
  });
}

const titles = () =>
  screen.queryAllByRole('link', { name: /opens in a new tab/ }).map((link) => link.firstChild?.textContent);
const statusFilter = () =>
  screen.getByRole('combobox', { name: 'Filter by status' }).closest('.ant-select') as HTMLElement;

describe('AdminDashboardPage: Assignments filters from the Overview, and sorting', () => {
  it("opens the active ones from the Overview's figure, shows the statuses as filters, and clears them", async () => {
    const { queries } = serve();
    const app = renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'View assignments' }));
    await waitFor(() =>
      expect(queries('/api/admin/assignments')).toEqual([
        { status: 'available,assigned,in_progress', page: '1', pageSize: '20' },
      ]),
    );
    expect(app.currentPath()).toBe('/admin?tab=assignments&status=available,assigned,in_progress');
    await waitFor(() => expect(titles()).toHaveLength(3));
    for (const label of ['Available', 'Assigned', 'In progress']) expect(statusFilter()).toHaveTextContent(label);

    // One status off with its ×, then all of them with the select's clear.
    await user.click(statusFilter().querySelector('.ant-select-selection-item-remove') as HTMLElement);
    await waitFor(() =>
      expect(queries('/api/admin/assignments').at(-1)).toEqual({
        status: 'assigned,in_progress',
        page: '1',
        pageSize: '20',
      }),
    );
    expect(app.currentPath()).toBe('/admin?tab=assignments&status=assigned,in_progress');
    await user.click(statusFilter().querySelector('.ant-select-clear') as HTMLElement);
    await waitFor(() => expect(queries('/api/admin/assignments').at(-1)).toEqual({ page: '1', pageSize: '20' }));
    expect(app.currentPath()).toBe('/admin?tab=assignments');
    await waitFor(() => expect(titles()).toHaveLength(4));
  });

  it("opens the overdue ones from the Overview's figure, the box ticked, and unticking it shows them all", async () => {
    const { queries } = serve();
    const app = renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'View overdue assignments' }));
    await waitFor(() => expect(titles()).toEqual([late.title]));
    expect(queries('/api/admin/assignments')).toEqual([{ overdue: 'true', page: '1', pageSize: '20' }]);
    expect(app.currentPath()).toBe('/admin?tab=assignments&overdue=true');
    const overdueOnly = screen.getByRole('checkbox', { name: 'Overdue only' });
    expect(overdueOnly).toBeChecked();
    await user.click(overdueOnly);
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(queries('/api/admin/assignments').at(-1)).toEqual({ page: '1', pageSize: '20' });
    expect(app.currentPath()).toBe('/admin?tab=assignments');
  });

  it('reads several statuses and overdue from the address, and leaves unknown statuses out', async () => {
    const { queries } = serve();
    renderApp('/admin?tab=assignments&status=in_progress,finished,assigned&overdue=true');
    await waitFor(() => expect(titles()).toEqual([late.title]));
    expect(queries('/api/admin/assignments')).toEqual([
      { status: 'in_progress,assigned', overdue: 'true', page: '1', pageSize: '20' },
    ]);
  });

  it('sorts on the server by a clicked column, ascending, then descending, then back to newest first', async () => {
    const { queries } = serve();
    renderApp('/admin?tab=assignments');
    await waitFor(() => expect(titles()).toHaveLength(4));
    const user = userEvent.setup();
    const deadline = () => screen.getByRole('columnheader', { name: /Deadline/ });
    const last = () => queries('/api/admin/assignments').at(-1);
    await user.click(deadline());
    await waitFor(() => expect(last()).toEqual({ sortBy: 'deadline', sortOrder: 'ascend', page: '1', pageSize: '20' }));
    await waitFor(() => expect(deadline()).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(deadline());
    await waitFor(() =>
      expect(last()).toEqual({ sortBy: 'deadline', sortOrder: 'descend', page: '1', pageSize: '20' }),
    );
    await user.click(deadline());
    await waitFor(() => expect(last()).toEqual({ page: '1', pageSize: '20' }));
    expect(deadline()).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('columnheader', { name: /Pay/ }));
    await waitFor(() => expect(last()).toEqual({ sortBy: 'payRate', sortOrder: 'ascend', page: '1', pageSize: '20' }));
  });
});
