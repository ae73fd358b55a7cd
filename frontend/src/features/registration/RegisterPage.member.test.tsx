import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
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
    await screen.findByRole('heading', { level: 1, name: /Select Your Preferred Tier/ });
    expect(screen.getByRole('button', { name: 'Choose Free Trial' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Choose Professional' }));
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
});
