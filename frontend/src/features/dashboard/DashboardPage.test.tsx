import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unsubscribed } from '../../test/fixtures';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { application, dashboardRoutes, earnings, mine, payout, workEvent } from './dashboard.fixtures';
import type { WorkActivity } from './dashboardApi';

jest.setTimeout(60_000);

const FIRST_RENDER = { timeout: 15_000 };

/** The text of the stat card labelled `label`, once it has loaded. */
async function statCard(label: string) {
  const stats = await screen.findByRole('region', { name: 'Your figures' }, FIRST_RENDER);
  const card = within(stats).getByText(label).closest('li') as HTMLElement;
  await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
  return card;
}

describe('the dashboard: figures and tabs', () => {
  it('shows the four stat cards from the API (spec section 2, D4)', async () => {
    mockServer(
      dashboardRoutes({
        mine: [
          mine({ id: 1 }),
          mine({ id: 2, status: 'in_progress' }),
          mine({ id: 3, status: 'submitted', submittedAt: '2026-11-12T09:00:00.000Z', submittedWordCount: 1180 }),
          mine({ id: 4, status: 'completed', submittedAt: '2026-11-11T09:00:00.000Z', submittedWordCount: 1210 }),
          // Sent back for a revision: the member's to write again, so active (issue 23).
          mine({ id: 5, status: 'reviewed', submittedAt: '2026-11-09T09:00:00.000Z', submittedWordCount: 900 }),
          mine({ id: 6, status: 'cancelled' }),
        ],
        earnings: earnings({ total: '1310.00', pending: '60.00', completed: '1250.00' }),
      }),
    );
    renderApp('/dashboard');
    expect(await statCard('Total Earnings')).toHaveTextContent('$1,310.00');
    // Assigned, in progress and waiting for a revision; not submitted, completed or cancelled work.
    expect(await statCard('Active Assignments')).toHaveTextContent(/^Active Assignments3$/);
    expect(await statCard('Status')).toHaveTextContent('APPROVED');
    expect(await statCard('Employment Level')).toHaveTextContent('Writer');
  });

  it('shows the real application status and Free without a live subscription', async () => {
    mockServer(
      dashboardRoutes(
        { application: application('quiz_required') },
        {
          'GET /api/user': () =>
            json(200, unsubscribed({ stripeSubscriptionId: 'sub_123', subscriptionStatus: 'canceled' })),
        },
      ),
    );
    renderApp('/dashboard');
    expect(await statCard('Status')).toHaveTextContent('QUIZ REQUIRED');
    expect(await statCard('Employment Level')).toHaveTextContent('Free');
    expect(await statCard('Active Assignments')).toHaveTextContent(/^Active Assignments0$/);
  });

  it('keeps the tab in the URL, both ways', async () => {
    mockServer(dashboardRoutes());
    const { currentPath } = renderApp('/dashboard?tab=payouts');
    expect(await screen.findByRole('tab', { name: 'Payouts', selected: true }, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Earnings Overview' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Assignments' }));
    // The tab's code loads on demand; the router's navigation is a transition, which shows the new tab once it has.
    await waitFor(() => expect(currentPath()).toBe('/dashboard?tab=assignments'), FIRST_RENDER);
    expect(await screen.findByRole('heading', { name: 'Available Assignments' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(currentPath()).toBe('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Recent Assignments' })).toBeInTheDocument();
  });

  it('opens the overview for an unknown tab', async () => {
    mockServer(dashboardRoutes());
    renderApp('/dashboard?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true }, FIRST_RENDER)).toBeInTheDocument();
  });

  it('overview: the three most recent assignments, the community feed and the earnings summary', async () => {
    mockServer(
      dashboardRoutes(
        {
          mine: [1, 2, 3, 4].map((id) => mine({ id, title: `Brief number ${id}` })),
          earnings: earnings({ total: '310.00', pending: '60.00', completed: '250.00' }),
        },
        {
          'GET /api/twitter/feed': () =>
            json(200, [{ id: 't1', text: 'Our November pitch call is open.', created_at: new Date().toISOString() }]),
        },
      ),
    );
    renderApp('/dashboard');
    const recent = await screen.findByRole('region', { name: 'Recent Assignments' }, FIRST_RENDER);
    expect(await within(recent).findAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(recent).queryByText('Brief number 4')).not.toBeInTheDocument();
    const community = screen.getByRole('region', { name: 'Community Activity' });
    expect(await within(community).findByText('Our November pitch call is open.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Earnings Summary' });
    expect(await within(summary).findByText('$310.00')).toBeInTheDocument();
    expect(within(summary).getByText('$250.00')).toBeInTheDocument();
  });

  it('overview: empty texts', async () => {
    mockServer(dashboardRoutes());
    renderApp('/dashboard');
    const recent = await screen.findByRole('region', { name: 'Recent Assignments' }, FIRST_RENDER);
    expect(await within(recent).findByText('No assignments found')).toBeInTheDocument();
    expect(await screen.findByText('No recent tweets available')).toBeInTheDocument();
    expect(await screen.findByText('No activity yet. Accept an assignment to get started.')).toBeInTheDocument();
  });

  it("overview: Your Next Steps follows the member's application, Take Quiz first while the quiz is due", async () => {
    mockServer(dashboardRoutes({ application: application('quiz_required') }));
    renderApp('/dashboard');
    const steps = await screen.findByRole('region', { name: 'Your Next Steps' }, FIRST_RENDER);
    const quiz = await within(steps).findByRole('link', { name: 'Take Quiz' });
    expect(quiz).toHaveAttribute('href', '/quiz');
    expect(quiz).toHaveClass('pw-button--primary');
    expect(
      within(steps).getByText('Take the writing assessment to start taking paid assignments.'),
    ).toBeInTheDocument();
    expect(within(steps).queryByRole('link', { name: 'Find Assignments' })).not.toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Assignments' });
    expect(await within(recent).findByText('No assignments found')).toBeInTheDocument();
    expect(
      within(recent).getByText('Take the writing assessment to start taking paid assignments.'),
    ).toBeInTheDocument();
  });

  it('overview: a member under review is asked to wait; an approved, subscribed one finds assignments', async () => {
    mockServer(dashboardRoutes({ application: application('pending') }));
    const { unmount } = renderApp('/dashboard');
    const steps = await screen.findByRole('region', { name: 'Your Next Steps' }, FIRST_RENDER);
    expect(await within(steps).findByText(/^Your application is under review\./)).toBeInTheDocument();
    expect(within(steps).queryByRole('link', { name: 'Find Assignments' })).not.toBeInTheDocument();
    expect(within(steps).queryByRole('link', { name: 'Take Quiz' })).not.toBeInTheDocument();
    unmount();

    mockServer(dashboardRoutes());
    renderApp('/dashboard');
    const open = await screen.findByRole('region', { name: 'Your Next Steps' }, FIRST_RENDER);
    const find = await within(open).findByRole('link', { name: 'Find Assignments' });
    expect(find).toHaveAttribute('href', '/dashboard?tab=assignments');
    expect(find).toHaveClass('pw-button--primary');
    expect(
      within(screen.getByRole('region', { name: 'Recent Assignments' })).queryByText(/to start taking/),
    ).toBeNull();
  });

  it('lists the member’s own recent activity from the server’s records: every submission and revision request', async () => {
    const title = 'Bakery Newsletter';
    const event = (kind: WorkActivity['kind'], at: string, wordCount: number | null = null) =>
      workEvent({ kind, at, assignmentTitle: title, wordCount });
    mockServer(
      dashboardRoutes({
        // The assignment row keeps only its latest submission and review ...
        mine: [
          mine({
            id: 5,
            title,
            status: 'completed',
            acceptedAt: '2026-11-01T10:00:00.000Z',
            submittedAt: '2026-11-03T10:00:00.000Z',
            submittedWordCount: 600,
            reviewedAt: '2026-11-04T10:00:00.000Z',
          }),
        ],
        // ... the records keep the whole loop.
        activity: [
          event('completed', '2026-11-04T10:00:00.000Z'),
          event('submitted', '2026-11-03T10:00:00.000Z', 600),
          event('revision', '2026-11-02T15:30:00.000Z'),
          event('submitted', '2026-11-02T10:00:00.000Z', 412),
          event('accepted', '2026-11-01T10:00:00.000Z'),
        ],
        payouts: [payout({ assignmentTitle: title, createdAt: '2026-11-04T10:00:01.000Z' })],
      }),
    );
    renderApp('/dashboard');
    const activity = await screen.findByRole('region', { name: 'Recent Activity' }, FIRST_RENDER);
    await waitFor(() => expect(within(activity).getAllByRole('listitem')).toHaveLength(6));
    expect(
      within(activity)
        .getAllByRole('listitem')
        .map((item) => [item.querySelector('p')?.textContent, item.querySelector('time')?.getAttribute('datetime')]),
    ).toEqual([
      ['You earned $60.00 for “Bakery Newsletter”', '2026-11-04T10:00:01.000Z'],
      ['The editor accepted “Bakery Newsletter”', '2026-11-04T10:00:00.000Z'],
      ['You submitted “Bakery Newsletter” (600 words)', '2026-11-03T10:00:00.000Z'],
      ['The editor asked for a revision of “Bakery Newsletter”', '2026-11-02T15:30:00.000Z'],
      ['You submitted “Bakery Newsletter” (412 words)', '2026-11-02T10:00:00.000Z'],
      ['You accepted “Bakery Newsletter”', '2026-11-01T10:00:00.000Z'],
    ]);
  });

  it('quick actions: the writing tools, a prompt, Upgrade Plan, and Community Feed brings the feed into view', async () => {
    mockServer(dashboardRoutes());
    const { currentPath } = renderApp('/dashboard?tab=account');
    const actions = await screen.findByRole('region', { name: 'Quick Actions' }, FIRST_RENDER);
    expect(within(actions).getByRole('link', { name: 'Writing Tools' })).toHaveAttribute('href', '/writing-tools');
    expect(within(actions).getByRole('link', { name: 'Get New Prompt' })).toHaveAttribute(
      'href',
      '/writing-tools?tab=prompts',
    );
    expect(within(actions).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/register');

    await userEvent.setup().click(within(actions).getByRole('button', { name: 'Community Feed' }));
    expect(currentPath()).toBe('/dashboard');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Community Activity' })).toHaveFocus());
  });
});
