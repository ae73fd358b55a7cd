import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import { adminAssignment, overview, pagedList, serveAdmin } from '../admin.fixtures';

describe('AdminDashboardPage: Overview', () => {
  it('opens on the Overview at /admin and /admin-dashboard, with the figures and where they lead', async () => {
    serveAdmin({ 'GET /api/admin/overview': () => json(200, overview()) });
    for (const path of ['/admin', '/admin-dashboard']) {
      const { unmount } = renderApp(path);
      expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
      // The tab's code loads after the first paint, and its figures after the tab: wait for the first figure's value.
      await waitFor(() => expect(screen.getByText('Active assignments').closest('li')).toHaveTextContent('7'));
      const figures = screen.getAllByRole('listitem');
      const figure = (label: string) => figures.find((item) => item.textContent?.startsWith(label)) as HTMLElement;
      expect(figure('Active assignments')).toHaveTextContent('7');
      expect(figure('Pending payouts')).toHaveTextContent('$1,235.00');
      expect(figure('Payouts requested by members')).toHaveTextContent('2');
      expect(figure('Applications awaiting review')).toHaveTextContent('3');
      expect(figure('Submissions awaiting review')).toHaveTextContent('4');
      expect(figure('Overdue assignments')).toHaveTextContent('1');
      expect(within(figure('Submissions awaiting review')).getByRole('link')).toHaveAttribute(
        'href',
        `${path}?tab=assignments&status=submitted`,
      );
      expect(within(figure('Applications awaiting review')).getByRole('link')).toHaveAttribute(
        'href',
        `${path}?tab=applications&status=pending`,
      );
      expect(within(figure('Active assignments')).getByRole('link')).toHaveAttribute(
        'href',
        `${path}?tab=assignments&status=available,assigned,in_progress`,
      );
      expect(within(figure('Overdue assignments')).getByRole('link')).toHaveAttribute(
        'href',
        `${path}?tab=assignments&overdue=true`,
      );
      expect(within(figure('Pending payouts')).getByRole('link')).toHaveAttribute(
        'href',
        `${path}?tab=payouts&status=pending,processing,failed`,
      );
      // Each figure says what it counts: the pending money includes processing payouts (D9).
      expect(figure('Pending payouts')).toHaveTextContent('Pending and processing payouts: owed, not yet paid.');
      expect(figure('Overdue assignments')).toHaveTextContent(
        'Assigned, in progress or revision requested, past the deadline.',
      );
      unmount();
    }
  });

  it('counts members by tier in the plans’ order, members without a plan last', async () => {
    serveAdmin({ 'GET /api/admin/overview': () => json(200, overview()) });
    renderApp('/admin');
    const tiers = await screen.findByRole('region', { name: 'Members by tier' });
    const rows = (await within(tiers).findAllByRole('term')).map(
      (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`,
    );
    expect(rows).toEqual(['Writer 12', 'Professional 5', 'No plan 2']);
  });

  it('charts the weeks, with the same figures in words and in a table for screen readers', async () => {
    serveAdmin({ 'GET /api/admin/overview': () => json(200, overview()) });
    renderApp('/admin');
    expect(
      await screen.findByText('In the last 3 weeks: 5 assignments completed and $430.75 paid out.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Completed assignments and money paid out per week' });
    const week = within(table).getByRole('rowheader', { name: 'November 16, 2026' }).closest('tr') as HTMLElement;
    expect(week).toHaveTextContent('3$310.25');
  });

  it('opens the Assignments tab on the submitted ones from its figure', async () => {
    const { queries } = serveAdmin({
      'GET /api/admin/overview': () => json(200, overview()),
      'GET /api/admin/assignments': pagedList(() => [adminAssignment({ status: 'submitted' })]),
    });
    const app = renderApp('/admin');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Review submissions' }));
    expect(await screen.findByRole('tab', { name: 'Assignments', selected: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(queries('/api/admin/assignments')).toEqual([{ status: 'submitted', page: '1', pageSize: '20' }]),
    );
    expect(app.currentPath()).toBe('/admin?tab=assignments&status=submitted');
    expect(screen.getByRole('combobox', { name: 'Filter by status' }).closest('.ant-select')).toHaveTextContent(
      'Submitted',
    );
  });

  it('keeps the chosen tab in the address, without the previous filter', async () => {
    serveAdmin({
      'GET /api/admin/payouts': pagedList(() => []),
      'GET /api/admin/users': pagedList(() => []),
    });
    const app = renderApp('/admin?tab=payouts&status=pending');
    expect(await screen.findByRole('tab', { name: 'Payouts', selected: true })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Users' }));
    expect(app.currentPath()).toBe('/admin?tab=users');
  });

  it('asks for the figures again each time the tab opens, as other tabs and editors change them', async () => {
    const server = serveAdmin({
      'GET /api/admin/overview': () => json(200, overview()),
      'GET /api/admin/users': pagedList(() => []),
    });
    renderApp('/admin');
    await screen.findByText('$1,235.00');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await screen.findByText('No users found');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(server.calls().filter((call) => call === 'GET /api/admin/overview')).toHaveLength(2));
  });

  it('says so when the figures cannot be loaded, and tries again', async () => {
    let fails = true;
    serveAdmin({
      'GET /api/admin/overview': () =>
        fails ? json(503, { statusCode: 503, message: 'Down' }) : json(200, overview()),
    });
    renderApp('/admin');
    expect(await screen.findByText('The overview could not be loaded.')).toBeInTheDocument();
    fails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$1,235.00')).toBeInTheDocument();
  });

  it("signs the editor out to the home page (the header's Sign Out, the page's one)", async () => {
    serveAdmin({
      'GET /api/admin/overview': () => json(200, overview()),
      'POST /api/logout': () => json(204),
    });
    const app = renderApp('/admin');
    expect(await screen.findByText('$1,235.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Logout$/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(app.currentPath()).toBe('/'));
  });
});
