import { EntityManager } from '@mikro-orm/postgresql';
import { Logger, type Provider } from '@nestjs/common';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../platform/config/platform-settings';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { BILLING_SETTINGS, type BillingSettings } from '../billing.settings';
import { sandboxDisabled } from '../domain/billing.errors';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import type { PaymentProvider } from '../application/ports/payment-provider';
import type { SandboxCards } from '../application/ports/sandbox-cards';
import type { PayoutRails } from '../application/ports/payout-rails';
import type { SandboxPayouts } from '../application/ports/sandbox-payouts';
import { PAYMENT_PROVIDER, PAYOUT_RAILS, SANDBOX_CARDS, SANDBOX_PAYOUTS } from '../billing.tokens';
import { SandboxPayoutRails } from './sandbox/sandbox-payout-rails';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment-provider';
import { SandboxStore } from './sandbox/sandbox-store';

/**
 * The Stripe adapters, loaded when Stripe is configured: the `stripe` SDK is some 220 modules, which a server on
 * the sandbox (development, the tests, a demo) never needs (issue 29: a server starts fast and idles small). A
 * require, not `import()`: Node's `import()` would load the SDK's ES module build, the tests its CommonJS one.
 */
const stripe = () => ({
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ...(require('./stripe/stripe-payment-provider') as typeof import('./stripe/stripe-payment-provider')),
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ...(require('./stripe/stripe-payout-rails') as typeof import('./stripe/stripe-payout-rails')),
});

/** Real Stripe when a secret key is configured, otherwise the in-process sandbox (D3). */
export const paymentProviderFactory: Provider = {
  provide: PAYMENT_PROVIDER,
  inject: [BILLING_SETTINGS, PLATFORM_SETTINGS, EntityManager, UNIT_OF_WORK, CLOCK],
  useFactory: (
    billing: BillingSettings,
    platform: PlatformSettings,
    em: EntityManager,
    uow: UnitOfWork,
    clock: Clock,
  ): PaymentProvider => {
    if (billing.provider === 'stripe') return new (stripe().StripePaymentProvider)(billing, clock);
    if (platform.nodeEnv === 'production') {
      new Logger('Billing').warn(
        'ALLOW_SANDBOX_PAYMENTS=true: production runs the sandbox payment provider; test cards register members ' +
          'and nothing is charged',
      );
    }
    return new SandboxPaymentProvider(new SandboxStore(em), uow, clock);
  },
};

const noSandbox: SandboxCards = {
  confirm: async () => {
    throw sandboxDisabled();
  },
};

/** The sandbox card form's backend: the sandbox provider itself, or nothing when Stripe is on. */
export const sandboxCardsFactory: Provider = {
  provide: SANDBOX_CARDS,
  inject: [PAYMENT_PROVIDER],
  useFactory: (provider: PaymentProvider): SandboxCards =>
    provider instanceof SandboxPaymentProvider ? provider : noSandbox,
};

/** Connected accounts and transfers (D21) through the same provider as subscriptions. */
export const payoutRailsFactory: Provider = {
  provide: PAYOUT_RAILS,
  inject: [BILLING_SETTINGS, EntityManager],
  useFactory: (billing: BillingSettings, em: EntityManager): PayoutRails =>
    billing.provider === 'stripe' ? new (stripe().StripePayoutRails)(billing) : new SandboxPayoutRails(em),
};

const noSandboxPayouts: SandboxPayouts = {
  completeOnboarding: async () => {
    throw sandboxDisabled();
  },
};

/** The sandbox's test onboarding form's backend, or nothing when Stripe is on. */
export const sandboxPayoutsFactory: Provider = {
  provide: SANDBOX_PAYOUTS,
  inject: [PAYOUT_RAILS],
  useFactory: (rails: PayoutRails): SandboxPayouts => (rails instanceof SandboxPayoutRails ? rails : noSandboxPayouts),
};
