import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { writerSubscription } from '../billing/billing.fixtures';

jest.setTimeout(60_000);

describe('Dashboard Account tab: the membership control', () => {
  it('cancels at period end and resumes', async () => {
    const canceled = { ...writerSubscription, cancelAtPeriodEnd: true };
    let current = writerSubscription;
    const server = mockServer({
      'GET /api/user': () => json(200, member),
      'GET /api/billing/subscription': () => json(200, { subscription: current }),
      'POST /api/billing/subscription/cancel': () => {
        current = canceled;
        return json(200, { subscription: canceled });
      },
      'POST /api/billing/subscription/resume': () => {
        current = writerSubscription;
        return json(200, { subscription: writerSubscription });
      },
    });
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    expect(await screen.findByText('Writer ($4.99/month)')).toBeInTheDocument();
    expect(screen.getByText('December 22, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/register');

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Subscription Canceled')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resume Subscription' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByText('Subscription Resumed')).toBeInTheDocument();
    await waitFor(() => expect(server.calls()).toContain('POST /api/billing/subscription/resume'));
  });

  it('offers Subscribe Now without a live subscription', async () => {
    mockServer({
      'GET /api/user': () => json(200, { ...member, stripeSubscriptionId: null, subscriptionStatus: 'inactive' }),
      'GET /api/billing/subscription': () => json(200, { subscription: null }),
    });
    renderApp('/dashboard?tab=account');
    expect(await screen.findByText(/You have no active subscription/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/register');
  });
});
