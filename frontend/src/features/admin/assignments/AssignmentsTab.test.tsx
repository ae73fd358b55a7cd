import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import {
  adminAssignment,
  adminUser,
  assignmentDetail,
  pagedList,
  searchAndStatus,
  serveAdmin,
} from '../admin.fixtures';
import type { AdminAssignment } from '../api/adminAssignmentsApi';

const held = adminAssignment({ submittedWordCount: 1180, overdue: true });
const open = adminAssignment({
  id: 22,
  title: 'Landing Page Copy for a Bakery Delivery Service',
  type: 'copywriting',
  status: 'available',
  payRate: '250.00',
  isPerWord: false,
  wordCount: 600,
  assignee: null,
  assignedUserId: null,
});

function serveAssignments(rows: () => AdminAssignment[], routes: Parameters<typeof serveAdmin>[0] = {}) {
  return serveAdmin({
    'GET /api/admin/assignments': pagedList(
      rows,
      searchAndStatus((row) => [row.title, row.description, row.assignee?.email ?? '']),
    ),
    ...routes,
  });
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

/** A `datetime-local` value `days` from now. */
function daysFromNow(days: number) {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

describe('AdminDashboardPage: Assignments', () => {
  it('lists each brief with its assignee, status, words against the target and pay, opening in a new tab', async () => {
    serveAssignments(() => [held, open]);
    renderApp('/admin?tab=assignments');
    const first = await rowOf(held.title);
    expect(first).toHaveTextContent('Dana Writer');
    expect(within(first).getByText('In progress')).toBeInTheDocument();
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    expect(first).toHaveTextContent('1,180 / 1,200 words');
    expect(first).toHaveTextContent('$0.05 per word');
    const link = within(first).getByRole('link', { name: `${held.title} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', '/admin/assignment/21');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(first).queryByRole('button', { name: /^Assign/ })).not.toBeInTheDocument();

    const second = await rowOf(open.title);
    expect(second).toHaveTextContent('Unassigned');
    expect(second).toHaveTextContent('— / 600 words');
    expect(second).toHaveTextContent('$250.00 flat rate');
    expect(within(second).getByRole('button', { name: `Assign ${open.title}` })).toBeInTheDocument();
  });

  it('shows the review queue’s tiers with Priority, and premium work tagged (D20)', async () => {
    const partnerWork = adminAssignment({
      id: 23,
      title: 'Museum Audio Guide',
      status: 'submitted',
      isPremium: true,
      assignee: { ...held.assignee!, id: 10, tier: 'editorial_partner', priority: true },
    });
    serveAssignments(() => [partnerWork, held]);
    renderApp('/admin?tab=assignments');
    const first = await rowOf(partnerWork.title);
    expect(first).toHaveTextContent('Editorial Partner');
    expect(within(first).getByText('Priority')).toBeInTheDocument();
    expect(within(first).getByText('Premium')).toBeInTheDocument();
    const second = await rowOf(held.title);
    expect(second).toHaveTextContent('Writer');
    expect(within(second).queryByText('Priority')).toBeNull();
    expect(within(second).queryByText('Premium')).toBeNull();
  });

  it('filters by status and searches on the server, with the empty texts', async () => {
    const { queries } = serveAssignments(() => [held, open]);
    renderApp('/admin?tab=assignments');
    await rowOf(held.title);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('Available'));
    await waitFor(() => expect(screen.queryByText(held.title)).not.toBeInTheDocument());
    expect(queries('/api/admin/assignments').at(-1)).toEqual({ status: 'available', page: '1', pageSize: '20' });
    await user.type(screen.getByRole('searchbox', { name: 'Search assignments' }), 'zzz{Enter}');
    expect(await screen.findByText('No assignments match your search')).toBeInTheDocument();
  });

  it("says 'No assignments found' when there are none", async () => {
    serveAssignments(() => []);
    renderApp('/admin?tab=assignments');
    expect(await screen.findByText('No assignments found')).toBeInTheDocument();
  });

  it('creates an assignment only once every field is valid, with the spec’s defaults', async () => {
    let rows = [held];
    const { bodies } = serveAssignments(() => rows, {
      'POST /api/admin/assignments': async (request) => {
        rows = [adminAssignment({ id: 23, title: 'Five Questions to Ask a Payroll Provider' }), ...rows];
        return json(201, assignmentDetail({ id: 23, ...((await request.json()) as object) }));
      },
    });
    renderApp('/admin?tab=assignments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Create Assignment/ }));
    const dialog = await screen.findByRole('dialog');
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Pay per word' })).toBeChecked();
    expect(dialog).toHaveTextContent('Article');

    await submit();
    for (const message of [
      'Title is required',
      'Description is required',
      'Word count is required',
      'Pay rate is required',
      'Deadline is required',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Five Questions to Ask a Payroll Provider');
    await user.type(
      within(dialog).getByLabelText('Description'),
      'A checklist for owners of small firms choosing their first payroll provider.',
    );
    await user.type(within(dialog).getByLabelText('Word Count'), '12.5');
    await user.type(within(dialog).getByLabelText('Pay Rate ($)'), '0.055');
    fireEvent.change(within(dialog).getByLabelText('Deadline'), { target: { value: daysFromNow(-1) } });
    await submit();
    for (const message of [
      'Word count must be a whole number from 1 to 8,000',
      'Pay rate must be at least 0.01, with at most 2 decimals',
      'The deadline must be in the future.',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(await bodies('POST /api/admin/assignments')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Word Count'));
    await user.type(within(dialog).getByLabelText('Word Count'), '900');
    await user.clear(within(dialog).getByLabelText('Pay Rate ($)'));
    await user.type(within(dialog).getByLabelText('Pay Rate ($)'), '0.08');
    const deadline = daysFromNow(14);
    fireEvent.change(within(dialog).getByLabelText('Deadline'), { target: { value: deadline } });
    await submit();
    expect(await screen.findByText('Assignment created successfully')).toBeInTheDocument();
    expect(await bodies('POST /api/admin/assignments')).toEqual([
      {
        title: 'Five Questions to Ask a Payroll Provider',
        description: 'A checklist for owners of small firms choosing their first payroll provider.',
        type: 'article',
        wordCount: 900,
        payRate: '0.08',
        isPerWord: true,
        isPremium: false,
        deadline: new Date(deadline).toISOString(),
        requirements: null,
      },
    ]);
    expect(await screen.findByText('Five Questions to Ask a Payroll Provider')).toBeInTheDocument();
  });

  it('reports a refused creation with the server’s message', async () => {
    serveAssignments(() => [], {
      'POST /api/admin/assignments': () =>
        json(400, { statusCode: 400, message: 'The pay of this assignment would exceed $100,000.00.' }),
    });
    renderApp('/admin?tab=assignments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Create Assignment/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Title'), 'Annual Report Narrative');
    await user.type(within(dialog).getByLabelText('Description'), 'The narrative chapters of a charity report.');
    await user.type(within(dialog).getByLabelText('Word Count'), '8000');
    await user.type(within(dialog).getByLabelText('Pay Rate ($)'), '50');
    fireEvent.change(within(dialog).getByLabelText('Deadline'), { target: { value: daysFromNow(30) } });
    await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
    expect(await screen.findByText('Failed to create assignment')).toBeInTheDocument();
    expect(screen.getByText('The pay of this assignment would exceed $100,000.00.')).toBeInTheDocument();
  });

  it('assigns an available brief to a member the picker finds among the assignable ones', async () => {
    let status: AdminAssignment['status'] = 'available';
    const lee = adminUser({
      id: 10,
      firstName: 'Lee',
      lastName: 'Quill',
      email: 'lee@example.com',
      username: 'lee',
      subscriptionTier: 'professional',
      activeAssignments: 2,
    });
    const { queries, bodies } = serveAssignments(() => [{ ...open, status }], {
      'GET /api/admin/users': pagedList(
        () => [adminUser(), lee],
        searchAndStatus((user) => [user.firstName, user.lastName, user.email]),
      ),
      'PATCH /api/admin/assignments/22/assign': () => {
        status = 'assigned';
        return json(200, assignmentDetail({ id: 22, status: 'assigned' }));
      },
    });
    renderApp('/admin?tab=assignments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Assign ${open.title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: 'Member' }), 'lee');
    await waitFor(() =>
      expect(queries('/api/admin/users').at(-1)).toEqual({
        assignable: 'true',
        search: 'lee',
        page: '1',
        pageSize: '20',
      }),
    );
    // Each member with their plan and the work they hold, as the server decided they may take more.
    await user.click(await screen.findByTitle('Lee Quill (lee@example.com) — Professional · 2 active assignments'));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Assignment assigned successfully')).toBeInTheDocument();
    expect(await bodies('PATCH /api/admin/assignments/22/assign')).toEqual([{ userId: 10 }]);
    expect(queries('/api/admin/users').every((query) => query.assignable === 'true')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Assign ${open.title}` })).not.toBeInTheDocument());
  });
});
