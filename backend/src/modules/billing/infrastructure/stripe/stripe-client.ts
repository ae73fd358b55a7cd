import Stripe from 'stripe';
import type { BillingSettings } from '../../billing.settings';

/** The SDK client; tests point host, port and protocol at a local fake Stripe server. */
export function createStripeClient(config: BillingSettings): Stripe {
  const { host, port, protocol } = config.stripeApi;
  return new Stripe(config.stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Penwright' },
    ...(host ? { host } : {}),
    ...(port ? { port } : {}),
    ...(protocol ? { protocol } : {}),
  });
}
