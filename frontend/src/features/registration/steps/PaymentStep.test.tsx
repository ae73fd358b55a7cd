import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { renderPage } from '../../../test/renderPage';
import { sandboxConfig } from '../../billing/billing.fixtures';
import { PaymentStep } from './PaymentStep';

// Stripe.js never arrives in this test: the payment form stays as the browser shows it until Stripe has drawn it.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: () => new Promise(() => undefined) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => null,
  useElements: () => null,
}));

const stripeConfig = { ...sandboxConfig, provider: 'stripe' as const, publishableKey: 'pk_test_1' };
const setup = {
  clientSecret: 'pi_1_secret_x',
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  intentType: 'payment' as const,
  tier: 'writer' as const,
  email: 'nora@example.com',
  confirmed: false,
};

function renderStep() {
  return renderPage(
    <PaymentStep
      tier={stripeConfig.tiers[1]!}
      setup={setup}
      config={stripeConfig}
      busy={false}
      cardError={null}
      submitLabel="Pay and Create Account"
      onPay={jest.fn()}
      onBack={jest.fn()}
      onSetupError={jest.fn()}
    />,
    '/register',
  );
}

/** The height registration.css gives a class, in px (0 when it gives none). */
function minHeightOf(selector: string): number {
  const css = readFileSync(join(__dirname, '../registration.css'), 'utf8');
  const rule = new RegExp(`(^|\\n)${selector.replace(/[.]/g, '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[2] ?? '';
  return Number(/min-height:\s*(\d+)px/.exec(rule)?.[1] ?? 0);
}

describe('PaymentStep with Stripe (issue 29: the payment step moved as the form came in)', () => {
  it('holds the payment form’s place while its code and Stripe.js load, and the form keeps that place', async () => {
    const { container } = renderStep();
    // First the placeholder, as tall as the form.
    const placeholder = container.querySelector('.pw-card-form--stripe[aria-busy="true"]');
    expect(placeholder).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the payment form…');

    // Then the form, in the same reserved place, its Payment Element held at its height while Stripe draws it.
    const element = await screen.findByTestId('payment-element');
    expect(element.closest('.pw-card-form__element')).not.toBeNull();
    expect(element.closest('.pw-card-form--stripe')).not.toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay and Create Account' })).toBeDisabled();

    // The heights: the form's place holds the element's and the button's (48 px) with the gap between (12 px).
    const place = minHeightOf('.pw-card-form--stripe');
    const elementHeight = minHeightOf('.pw-card-form__element');
    expect(elementHeight).toBeGreaterThanOrEqual(240);
    expect(place).toBeGreaterThanOrEqual(elementHeight + 12 + 48);
  });
});
