import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, applicant, applicationForReview, applicationsPage, member } from '../../test/fixtures';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import './admin.fixtures';

const row = applicationForReview;

// antd's Tabs measure themselves; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('AdminDashboardPage: Applications', () => {
  it('sends a visitor and a member home', async () => {
    mockServer({ 'GET /api/user': unauthorized });
    const visitor = renderApp('/admin?tab=applications');
    await waitFor(() => expect(visitor.currentPath()).toBe('/'));
    visitor.unmount();
    mockServer({ 'GET /api/user': () => json(200, member) });
    const signedIn = renderApp('/admin?tab=applications');
    await waitFor(() => expect(signedIn.currentPath()).toBe('/'));
  });

  it('lists applicants with their answers, attempts and status', async () => {
    mockServer({
      'GET /api/user': () => json(200, admin),
      'GET /api/admin/applications': () =>
        json(
          200,
          applicationsPage([
            row({}),
            row({
              id: 6,
              status: 'quiz_required',
              answers: null,
              applicantDetails: null,
              attempts: [],
              applicant: applicant({
                id: 10,
                firstName: 'Lee',
                lastName: 'Quill',
                email: 'lee@example.com',
                username: 'lee',
              }),
            }),
          ]),
        ),
    });
    renderApp('/admin?tab=applications');
    expect(await screen.findByRole('tab', { name: 'Applications' })).toBeInTheDocument();
    const dana = (await screen.findByText('dana@example.com')).closest('tr') as HTMLElement;
    expect(dana).toHaveTextContent('Articles');
    expect(dana).toHaveTextContent('4 Quay Street, Hull');
    expect(dana).toHaveTextContent('Travel');
    expect(dana).toHaveTextContent('17/25 (68%)');
    expect(dana).toHaveTextContent('18/25 (72%) (timed out)');
    expect(within(dana).getByText('PENDING')).toBeInTheDocument();
    const lee = screen.getByText('lee@example.com').closest('tr') as HTMLElement;
    expect(within(lee).getByText('QUIZ REQUIRED')).toBeInTheDocument();
    expect(within(lee).getByRole('button', { name: 'Approve lee@example.com' })).toBeDisabled();
  });

  it('approves with a note', async () => {
    let decided = false;
    const server = mockServer({
      'GET /api/user': () => json(200, admin),
      'GET /api/admin/applications': () =>
        json(200, applicationsPage([row(decided ? { status: 'approved', decisionNote: 'Great samples' } : {})])),
      'PATCH /api/admin/applications/5': () => {
        decided = true;
        return json(200, { id: 5, status: 'approved', decisionNote: 'Great samples', decidedAt: '' });
      },
    });
    renderApp('/admin?tab=applications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve dana@example.com' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Note to the applicant (optional)'), 'Great samples');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application approved')).toBeInTheDocument();
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(await (patch as Request).text())).toEqual({ status: 'approved', note: 'Great samples' });
    expect(await screen.findByText('APPROVED')).toBeInTheDocument();
  });

  it('reports a refused decision', async () => {
    mockServer({
      'GET /api/user': () => json(200, admin),
      'GET /api/admin/applications': () => json(200, applicationsPage([row({})])),
      'PATCH /api/admin/applications/5': () =>
        json(409, { statusCode: 409, message: 'This application is already rejected' }),
    });
    renderApp('/admin?tab=applications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject dana@example.com' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to update application')).toBeInTheDocument();
    expect(screen.getByText('This application is already rejected')).toBeInTheDocument();
  });
});
