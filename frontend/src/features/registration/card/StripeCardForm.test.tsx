import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { ConfirmCard } from './cardForm';
import StripeCardForm from './StripeCardForm';

const stripe = { confirmSetup: jest.fn(), confirmPayment: jest.fn() };
const loadStripe = jest.fn((_key: string) => Promise.resolve(stripe));

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="elements">{children}</div>,
  PaymentElement: ({ onChange }: { onChange: (event: { complete: boolean }) => void }) => (
    <button type="button" onClick={() => onChange({ complete: true })}>
      fill card
    </button>
  ),
  useStripe: () => stripe,
  useElements: () => ({}),
}));

function renderForm(intentType: 'setup' | 'payment', onPay: (confirm: ConfirmCard) => void) {
  render(
    <StripeCardForm
      publishableKey="pk_test_1"
      clientSecret="secret"
      intentType={intentType}
      enabled
      busy={false}
      submitLabel="Pay"
      onPay={onPay}
      onSetupError={jest.fn()}
    />,
  );
}

describe('StripeCardForm', () => {
  it('loads Stripe.js with the publishable key and waits for a complete card', async () => {
    renderForm('payment', jest.fn());
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'fill card' }));
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it.each([
    ['setup', 'confirmSetup'],
    ['payment', 'confirmPayment'],
  ] as const)('confirms a %s intent with %s, redirecting only if required', async (intentType, method) => {
    let confirm: ConfirmCard | undefined;
    renderForm(intentType, (given) => (confirm = given));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'fill card' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(confirm).toBeDefined());

    stripe[method].mockResolvedValueOnce({});
    await expect(confirm!()).resolves.toBeUndefined();
    expect(stripe[method]).toHaveBeenCalledWith(
      expect.objectContaining({
        redirect: 'if_required',
        confirmParams: { return_url: 'http://localhost/subscription-success' },
      }),
    );
    stripe[method].mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    await expect(confirm!()).rejects.toThrow('Your card was declined.');
  });
});
