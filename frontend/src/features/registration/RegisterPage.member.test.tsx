import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, unsubscribed } from '../../test/fixtures';
import { json } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { bodyOf, payWithCard, server, setupResponse } from './registrationTestKit';

jest.setTimeout(60_000);

describe('RegisterPage for a signed-in member (D2 step 3)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('lets a signed-in member change plan: membership and payment only, then the server applies it', async () => {
    const setup = { ...setupResponse, clientSecret: 'seti_sbx_9_secret_y', intentType: 'setup' };
    const mock = server({
      'GET /api/user': () => json(200, member),
      'POST /api/create-subscription-payment-intent': () => json(200, setup),
      'POST /api/billing/subscription/confirm': () => json(200, { subscription: { tierName: 'Professional' } }),
    });
    const app = renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: 'Change Your Membership - Upgrade or Switch Your Tier' });
    await user.click(screen.getByRole('button', { name: 'Upgrade to Professional' }));
    await payWithCard(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm Plan' }));
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard'));
    expect(await bodyOf(mock, '/api/create-subscription-payment-intent')).toEqual({
      tier: 'professional',
      customerInfo: null,
    });
    expect(await bodyOf(mock, '/api/billing/subscription/confirm')).toEqual({ subscriptionId: 'sub_sbx_1' });
    expect(await screen.findByText('Subscription Updated')).toBeInTheDocument();
  });

  it('marks the current plan and offers upgrades and switches, worded for a member (issue 18)', async () => {
    server({
      'GET /api/user': () =>
        json(200, {
          ...member,
          subscriptionTier: 'professional',
          membership: { ...member.membership, tier: 'professional' },
        }),
    });
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Change Your Membership - Upgrade or Switch Your Tier' });
    expect(screen.getByText(/^You are on the Professional plan at \$49\.00\/month\./)).toBeInTheDocument();
    expect(screen.queryByText(/Join as a Member/)).not.toBeInTheDocument();

    expect(screen.getByText('Current Plan', { selector: '.pw-tier__tag' })).toBeInTheDocument();
    const current = screen.getByRole('button', { name: 'Professional, your current plan' });
    expect(current).toBeDisabled();
    expect(current.closest('[aria-current="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Upgrade to Editorial Partner' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Switch to Writer' })).toBeEnabled();

    // The trial is for new members: no popular mark and no dead button, a plain note instead.
    expect(screen.queryByText('Most Popular')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Free Trial/ })).not.toBeInTheDocument();
    expect(screen.getByText('The free trial is for new members.')).toBeInTheDocument();
  });

  it('asks a member without a subscription to choose one, the trial included when they never had one', async () => {
    server({
      'GET /api/user': () => json(200, unsubscribed()),
    });
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Membership - Select Your Preferred Tier' });
    expect(screen.getByRole('button', { name: 'Choose Free Trial' })).toBeEnabled();
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.queryByText('Current Plan')).not.toBeInTheDocument();
  });

  it('offers a member whose subscription ended to resume, without the trial', async () => {
    server({
      'GET /api/user': () =>
        json(
          200,
          unsubscribed({ stripeSubscriptionId: 'sub_123', subscriptionStatus: 'canceled', subscriptionTier: 'writer' }),
        ),
    });
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Resume Your Membership - Select Your Preferred Tier' });
    expect(screen.getByRole('button', { name: 'Choose Writer' })).toBeEnabled();
    expect(screen.getByText('The free trial is for new members.')).toBeInTheDocument();
  });
});
