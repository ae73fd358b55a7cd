import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, type Handler } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import { adminPayout, assignmentDetail, choose, serveAdmin } from '../admin.fixtures';
import type { AdminAssignmentDetail } from '../api/adminAssignmentsApi';

/** Serves assignment 21 as `current()` says, and records the review and edit calls. */
function serveAssignment(current: () => AdminAssignmentDetail | null, routes: Record<string, Handler> = {}) {
  return serveAdmin({
    'GET /api/admin/assignments/21': () => {
      const assignment = current();
      return assignment
        ? json(200, assignment)
        : json(404, { statusCode: 404, code: 'ASSIGNMENT_NOT_FOUND', message: 'Assignment Not Found' });
    },
    ...routes,
  });
}

describe('AdminAssignmentPage', () => {
  it('shows the brief, every version with its words against the target, and the way back to /admin', async () => {
    serveAssignment(() => assignmentDetail());
    renderApp('/admin/assignment/21');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Remote Work Guide for Small Accounting Firms' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Dana Writer (dana@example.com)')).toBeInTheDocument();
    expect(screen.getByText('$0.05 per word')).toBeInTheDocument();
    const versions = [
      ...(await screen.findByRole('region', { name: 'Submitted versions' })).querySelectorAll<HTMLElement>('ol > li'),
    ].filter((item) => item.querySelector('summary'));
    expect(versions.map((version) => version.querySelector('summary')?.textContent)).toEqual([
      expect.stringMatching(/^Version 2 · .* · 1,180 \/ 1,200 words \(98% of the target\)$/),
      expect.stringMatching(/^Version 1 · .* · 640 \/ 1,200 words \(53% of the target\)$/),
    ]);
    expect(versions[0]).toHaveTextContent('Partners who move their firm to remote work');
    // Each version with its originality report (D13), where it has one.
    expect(within(versions[0] as HTMLElement).getByRole('region', { name: 'Originality report' })).toHaveTextContent(
      '94%',
    );
    expect(versions[1]).toHaveTextContent('No originality report for this version.');
    expect(screen.getByText('94% original (latest version)')).toBeInTheDocument();
    // Submitted work opens on the review desk (issue 28).
    expect(screen.getByRole('link', { name: 'Open the review desk' })).toHaveAttribute(
      'href',
      '/admin/assignment/21/review',
    );
    expect(screen.getByRole('link', { name: /Back to Admin Dashboard/ })).toHaveAttribute(
      'href',
      '/admin?tab=assignments',
    );
  });

  it('asks for notes before requesting a revision, then sends them', async () => {
    let assignment = assignmentDetail();
    const { bodies } = serveAssignment(() => assignment, {
      'POST /api/admin/assignments/21/review': () => {
        assignment = assignmentDetail({ status: 'reviewed', reviewNotes: 'Add the two surveys.' });
        return json(200, assignment);
      },
    });
    renderApp('/admin/assignment/21');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request revision' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write what the writer should revise.');
    expect(await bodies('POST /api/admin/assignments/21/review')).toEqual([]);

    await user.type(screen.getByLabelText('Notes for the writer'), '  Add the two surveys. ');
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(await screen.findByText('Assignment updated successfully')).toBeInTheDocument();
    expect(await bodies('POST /api/admin/assignments/21/review')).toEqual([
      { decision: 'revise', reviewNotes: 'Add the two surveys.' },
    ]);
    // Reviewed work is no longer offered for review.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Revision requested').length).toBeGreaterThan(0);
  });

  it('completes the work, and shows the payout it opened', async () => {
    let assignment = assignmentDetail();
    const { bodies } = serveAssignment(() => assignment, {
      'POST /api/admin/assignments/21/review': () => {
        assignment = assignmentDetail({ status: 'completed', allowedStatuses: ['completed'], payout: adminPayout() });
        return json(200, assignment);
      },
    });
    renderApp('/admin/assignment/21');
    const user = userEvent.setup();
    // It asks first, with the writer and the pay (1,200 words at $0.05); Cancel sends nothing.
    const complete = await screen.findByRole('button', { name: 'Complete' });
    await user.click(complete);
    const ask = await screen.findByRole('tooltip');
    expect(ask).toHaveTextContent(
      'Complete "Remote Work Guide for Small Accounting Firms" and pay Dana Writer $60.00?',
    );
    expect(ask).toHaveTextContent(
      'The assignment is completed and a pending payout of $60.00 is created for Dana Writer. This cannot be undone.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(await bodies('POST /api/admin/assignments/21/review')).toEqual([]);

    await user.click(complete);
    await user.click(within(ask).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Assignment updated successfully')).toBeInTheDocument();
    expect(await bodies('POST /api/admin/assignments/21/review')).toEqual([
      { decision: 'complete', reviewNotes: null },
    ]);
    expect(await screen.findByText('$60.00')).toBeInTheDocument();
  });

  it("reports a refused review with the server's message", async () => {
    serveAssignment(() => assignmentDetail(), {
      'POST /api/admin/assignments/21/review': () =>
        json(409, { statusCode: 409, message: 'Only submitted work can be reviewed; this one is completed.' }),
    });
    renderApp('/admin/assignment/21');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Failed to update assignment')).toBeInTheDocument();
    expect(screen.getByText('Only submitted work can be reviewed; this one is completed.')).toBeInTheDocument();
  });

  it('offers only the statuses the server allows, and sends only what changed', async () => {
    const { bodies } = serveAssignment(() => assignmentDetail(), {
      'PATCH /api/admin/assignments/21': () => json(200, assignmentDetail({ status: 'cancelled' })),
    });
    renderApp('/admin/assignment/21');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await screen.findByTitle('Revision requested');
    const options = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
    expect(options.map((option) => option.textContent)).toEqual([
      'Submitted',
      'Completed',
      'Revision requested',
      'Cancelled',
    ]);
    await user.click(options[3] as HTMLElement);
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Remote Work Guide for Small Law Firms');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Assignment updated successfully')).toBeInTheDocument();
    expect(await bodies('PATCH /api/admin/assignments/21')).toEqual([
      { title: 'Remote Work Guide for Small Law Firms', status: 'cancelled' },
    ]);
  });

  it('asks before an edit completes the work, with the writer and the pay; Cancel sends nothing', async () => {
    const { bodies } = serveAssignment(() => assignmentDetail(), {
      'PATCH /api/admin/assignments/21': () =>
        json(200, assignmentDetail({ status: 'completed', allowedStatuses: ['completed'], payout: adminPayout() })),
    });
    renderApp('/admin/assignment/21');
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Status' });
    await choose(user, 'Status', 'Completed');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('and pay Dana Writer $60.00?');
    expect(ask).toHaveTextContent('a pending payout of $60.00 is created for Dana Writer');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(await bodies('PATCH /api/admin/assignments/21')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const again = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    await user.click(within(again).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Assignment updated successfully')).toBeInTheDocument();
    expect(await bodies('PATCH /api/admin/assignments/21')).toEqual([{ status: 'completed' }]);
  });

  it("reports a refused edit with 'Failed to update assignment'", async () => {
    serveAssignment(() => assignmentDetail(), {
      'PATCH /api/admin/assignments/21': () => json(500),
    });
    renderApp('/admin/assignment/21');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update assignment')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });

  it('keeps a deadline that has passed, but refuses to move it into the past', async () => {
    const { bodies } = serveAssignment(() => assignmentDetail({ deadline: '2020-01-10T17:00:00.000Z' }), {
      'PATCH /api/admin/assignments/21': () => json(200, assignmentDetail()),
    });
    renderApp('/admin/assignment/21');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Assignment updated successfully')).toBeInTheDocument();
    expect(await bodies('PATCH /api/admin/assignments/21')).toEqual([{}]);

    fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: '2020-01-11T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The deadline must be in the future.')).toBeInTheDocument();
    expect(await bodies('PATCH /api/admin/assignments/21')).toHaveLength(1);
  });

  it("says 'Assignment Not Found' for a missing assignment", async () => {
    serveAssignment(() => null);
    renderApp('/admin/assignment/21');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assignment Not Found' })).toBeInTheDocument();
  });
});
