import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { adminAssignment, pagedList, searchAndStatus, serveAdmin } from '../admin/admin.fixtures';
import type { QueueRow } from './reviewApi';

const DAY = 86_400_000;
const queue: QueueRow[] = [
  adminAssignment({
    id: 21,
    status: 'submitted',
    submittedAt: new Date(Date.now() - 2 * DAY - 3_600_000).toISOString(),
    openComments: 0,
    round: 'first',
  } as Partial<QueueRow>),
  adminAssignment({
    id: 23,
    title: 'Payroll Checklist for Remote Teams',
    status: 'submitted',
    submittedAt: new Date(Date.now() - 5 * 3_600_000).toISOString(),
    openComments: 3,
    round: 'revision',
  } as Partial<QueueRow>),
];

describe('the review queue', () => {
  it("shows each submission's age, its open comments and its round, linked to the review desk, paged on the server", async () => {
    const { queries } = serveAdmin({
      'GET /api/admin/assignments': pagedList(
        () => queue,
        searchAndStatus((row) => [row.title]),
        41,
      ),
    });
    renderApp('/admin?tab=assignments&status=submitted');
    const first = (
      await screen.findByText('Remote Work Guide for Small Accounting Firms', {}, { timeout: 15_000 })
    ).closest('tr') as HTMLElement;
    expect(within(first).getByText('Waiting 2 days')).toBeInTheDocument();
    expect(within(first).getByText('First submission · 0 open comments')).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'Review Remote Work Guide for Small Accounting Firms' }),
    ).toHaveAttribute('href', '/admin/assignment/21/review');
    const second = screen.getByText('Payroll Checklist for Remote Teams').closest('tr') as HTMLElement;
    expect(within(second).getByText('Waiting 5 hours')).toBeInTheDocument();
    expect(within(second).getByText('Revision · 3 open comments')).toBeInTheDocument();
    expect(queries('/api/admin/assignments').at(-1)).toMatchObject({ status: 'submitted', page: '1' });
    expect(screen.getByText('41 assignments')).toBeInTheDocument();
  });
});
