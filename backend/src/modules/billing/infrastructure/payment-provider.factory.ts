import { EntityManager } from '@mikro-orm/postgresql';
import { Logger, type Provider } from '@nestjs/common';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../../../platform/config/platform-settings';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { BILLING_SETTINGS, type BillingSettings } from '../billing.settings';
import { sandboxDisabled } from '../domain/billing.errors';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import type { PaymentProvider } from '../application/ports/payment-provider';
import type { SandboxCards } from '../application/ports/sandbox-cards';
import { PAYMENT_PROVIDER, SANDBOX_CARDS } from '../billing.tokens';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment-provider';
import { SandboxStore } from './sandbox/sandbox-store';
import { StripePaymentProvider } from './stripe/stripe-payment-provider';

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
    if (billing.provider === 'stripe') return new StripePaymentProvider(billing, clock);
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
