import { act, screen } from '@testing-library/react';
import { mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { CONFIRMATION_DELAY_MS } from './SubscriptionSuccessPage';

describe('SubscriptionSuccessPage', () => {
  beforeEach(() => mockServer({ 'GET /api/user': unauthorized }));

  it('confirms for 2 seconds, then shows success when payment_intent is in the query', async () => {
    renderApp('/subscription-success?payment_intent=pi_123');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, CONFIRMATION_DELAY_MS + 100)));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("shows 'Payment Processing Error' without payment_intent, with Try Again and the dashboard", async () => {
    renderApp('/subscription-success');
    expect(
      await screen.findByRole('heading', { name: 'Payment Processing Error' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Please try again, or contact support at support@penwright.example/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
