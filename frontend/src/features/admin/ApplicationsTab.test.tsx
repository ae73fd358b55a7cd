import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, applicant, applicationForReview, applicationsPage } from '../../test/fixtures';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import type { ApplicationForReview } from './adminApplicationsApi';
import './admin.fixtures';

const dana = applicationForReview();
const lee = applicationForReview({
  id: 6,
  status: 'approved',
  applicant: applicant({ id: 10, firstName: 'Lee', lastName: 'Quill', email: 'lee@example.com', username: 'lee' }),
});

// antd's Tabs and Select measure themselves; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** A fake queue that filters like the server, and says `total` is whatever `totalOf` claims. */
function serveQueue(rows: ApplicationForReview[], totalOf = (matching: ApplicationForReview[]) => matching.length) {
  const server = mockServer({
    'GET /api/user': () => json(200, admin),
    'GET /api/admin/applications': (request) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const search = params.get('search')?.toLowerCase();
      const matching = rows.filter(
        (row) =>
          (!status || row.status === status) &&
          (!search || `${row.applicant?.firstName} ${row.applicant?.email}`.toLowerCase().includes(search)),
      );
      const page = Number(params.get('page'));
      const pageSize = Number(params.get('pageSize'));
      return json(200, applicationsPage(matching, { total: totalOf(matching), page, pageSize }));
    },
  });
  const queries = () =>
    server.requests
      .filter((request) => new URL(request.url).pathname === '/api/admin/applications')
      .map((request) => Object.fromEntries(new URL(request.url).searchParams));
  return { server, queries };
}

describe('ApplicationsTab: the review queue', () => {
  it('asks for the first page of every status, and shows the total', async () => {
    const { queries } = serveQueue([dana, lee]);
    renderApp('/admin?tab=applications');
    expect(await screen.findByText('dana@example.com')).toBeInTheDocument();
    expect(queries()).toEqual([{ page: '1', pageSize: '20' }]);
    expect(screen.getByText('2 applications')).toBeInTheDocument();
  });

  it('searches once typing pauses, not on every letter', async () => {
    const { queries } = serveQueue([dana, lee]);
    renderApp('/admin?tab=applications');
    await screen.findByText('dana@example.com');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search applicants' }), '  lee ');
    await waitFor(() => expect(screen.queryByText('dana@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('lee@example.com')).toBeInTheDocument();
    expect(queries().map((query) => query.search)).toEqual([undefined, 'lee']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search applicants' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search applicants' }), 'zzz');
    expect(await screen.findByText('No applications match your filters')).toBeInTheDocument();
  });

  it('searches at once on Enter', async () => {
    const { queries } = serveQueue([dana, lee]);
    renderApp('/admin?tab=applications');
    await screen.findByText('dana@example.com');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search applicants' }), 'dana{Enter}');
    // Sooner than the typing pause would search.
    await waitFor(() => expect(queries().map((query) => query.search)).toContain('dana'), { timeout: 200 });
  });

  it('filters by status', async () => {
    const { queries } = serveQueue([dana, lee]);
    renderApp('/admin?tab=applications');
    await screen.findByText('dana@example.com');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('APPROVED'));
    await waitFor(() => expect(screen.queryByText('dana@example.com')).not.toBeInTheDocument());
    const row = screen.getByText('lee@example.com').closest('tr') as HTMLElement;
    expect(within(row).getByText('APPROVED')).toBeInTheDocument();
    expect(queries().at(-1)).toEqual({ status: 'approved', page: '1', pageSize: '20' });
  });

  it('turns pages on the server, and starts again at page 1 for a new filter', async () => {
    const { queries } = serveQueue([dana, lee], () => 45);
    renderApp('/admin?tab=applications');
    await screen.findByText('dana@example.com');
    expect(screen.getByText('45 applications')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(queries().at(-1)).toEqual({ page: '3', pageSize: '20' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search applicants' }), 'dana{Enter}');
    await waitFor(() => expect(queries().at(-1)).toEqual({ search: 'dana', page: '1', pageSize: '20' }));
  });

  it("says why Approve and Reject are disabled while the applicant's writing assessment is outstanding", async () => {
    const sam = applicationForReview({
      id: 7,
      status: 'quiz_required',
      applicant: applicant({ id: 11, firstName: 'Sam', lastName: 'Reed', email: 'sam@example.com', username: 'sam' }),
    });
    serveQueue([sam, lee]);
    renderApp('/admin?tab=applications');
    const approve = await screen.findByRole('button', { name: 'Approve sam@example.com' });
    const reject = screen.getByRole('button', { name: 'Reject sam@example.com' });
    for (const button of [approve, reject]) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription("Waiting for the applicant's writing assessment");
    }
    const user = userEvent.setup();
    await user.hover(approve.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Waiting for the applicant's writing assessment");
    // An approved application can still be rejected; approving it again is ruled out, and says so.
    expect(screen.getByRole('button', { name: 'Reject lee@example.com' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Approve lee@example.com' })).toHaveAccessibleDescription(
      'Already approved',
    );
  });
});
