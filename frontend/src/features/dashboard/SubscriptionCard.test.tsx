import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { grantedMember, member, unsubscribed } from '../../test/fixtures';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { writerSubscription } from '../billing/billing.fixtures';
import { application, dashboardRoutes } from './dashboard.fixtures';

jest.setTimeout(60_000);

/** The Account tab's membership card (the one titled Membership). */
async function membershipCard() {
  const title = await screen.findByText('Membership', { selector: '.ant-card-head-title' }, { timeout: 15_000 });
  return within(title.closest('.ant-card') as HTMLElement);
}

describe('Dashboard Account tab: the membership control', () => {
  it('cancels at period end and resumes', async () => {
    const canceled = { ...writerSubscription, cancelAtPeriodEnd: true };
    let current = writerSubscription;
    const server = mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/billing/subscription': () => json(200, { subscription: current }),
          'POST /api/billing/subscription/cancel': () => {
            current = canceled;
            return json(200, { subscription: canceled });
          },
          'POST /api/billing/subscription/resume': () => {
            current = writerSubscription;
            return json(200, { subscription: writerSubscription });
          },
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await membershipCard();
    expect(await card.findByText('Writer ($4.99/month)')).toBeInTheDocument();
    expect(card.getByText('December 22, 2026')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/register');

    await user.click(card.getByRole('button', { name: 'Cancel Subscription' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Subscription Canceled')).toBeInTheDocument();
    expect(await card.findByRole('button', { name: 'Resume Subscription' })).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByText('Subscription Resumed')).toBeInTheDocument();
    await waitFor(() => expect(server.calls()).toContain('POST /api/billing/subscription/resume'));
  });

  it('offers Subscribe Now to an approved member without a live subscription (D9)', async () => {
    mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/user': () => json(200, unsubscribed()),
          'GET /api/billing/subscription': () => json(200, { subscription: null }),
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const card = await membershipCard();
    expect(await card.findByText(/You have no active subscription/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/register');
  });

  it('shows a member whose subscription an editor granted their tier, never Free and Subscribe Now (D10, D20)', async () => {
    mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/user': () => json(200, grantedMember('professional')),
          'GET /api/billing/subscription': () => json(200, { subscription: null }),
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const card = await membershipCard();
    expect(await card.findByText('Professional')).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(card.getByText(/Granted by the editors/)).toBeInTheDocument();
    for (const label of screen.getAllByText('Employment Level'))
      expect(label.parentElement?.parentElement).toHaveTextContent('Professional');
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
    expect(screen.queryByText(/no active subscription/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
  });

  it('offers Upgrade Plan instead while the application is not approved (D9)', async () => {
    mockServer(
      dashboardRoutes(
        { application: application('quiz_required') },
        {
          'GET /api/user': () => json(200, unsubscribed()),
          'GET /api/billing/subscription': () => json(200, { subscription: null }),
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const card = await membershipCard();
    expect(await card.findByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
  });

  it('has nothing to upgrade to on the top tier', async () => {
    const top = { ...writerSubscription, tier: 'editorial_partner' as const, tierName: 'Editorial Partner' };
    mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/user': () =>
            json(200, {
              ...member,
              subscriptionTier: 'editorial_partner',
              membership: { ...member.membership, tier: 'editorial_partner' },
            }),
          'GET /api/billing/subscription': () => json(200, { subscription: top }),
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const card = await membershipCard();
    expect(await card.findByText('Editorial Partner ($4.99/month)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });
});
