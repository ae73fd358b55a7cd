import { moduleSettings } from '../../platform/config/module-settings';
import type { SettingsReader } from '../../platform/config/settings-reader';
import { NO_PAGE_SOURCES, type PageSources } from '../../platform/http/page-sources';
import type { PerkFigures } from './domain/tier-perks';

/** Payment provider settings: `stripe` when a secret key is set, otherwise the in-process `sandbox`. */
export interface BillingSettings {
  provider: 'stripe' | 'sandbox';
  /** Production runs the sandbox only when this says so (a demo site); elsewhere the sandbox is the default. */
  allowSandboxInProduction: boolean;
  stripeSecretKey: string;
  stripePublishableKey: string;
  stripeWebhookSecret: string;
  stripeConnectWebhookSecret: string;
  /** Where the Stripe SDK sends its calls; only tests point it elsewhere. */
  stripeApi: { host: string | null; port: number | null; protocol: 'http' | 'https' | null };
  /** Price ids per billed tier; empty means "find or create the price by its lookup key". */
  stripePrices: { writer: string; professional: string; editorial_partner: string };
  /**
   * The figures the tier cards promise (D20): the same variables, with the same defaults, that the tools module's
   * daily check limit and the assignments module's premium first look enforce; read here only to state them.
   */
  perkFigures: PerkFigures;
}

export function readBillingSettings(read: SettingsReader): BillingSettings {
  const secretKey = read.prefixed('STRIPE_SECRET_KEY', ['sk_', 'rk_']);
  const billing: BillingSettings = {
    provider: secretKey ? 'stripe' : 'sandbox',
    allowSandboxInProduction: read.bool('ALLOW_SANDBOX_PAYMENTS', false),
    stripeSecretKey: secretKey,
    stripePublishableKey: read.prefixed('STRIPE_PUBLISHABLE_KEY', ['pk_']),
    stripeWebhookSecret: read.prefixed('STRIPE_WEBHOOK_SECRET', ['whsec_']),
    // Stripe signs each endpoint with its own secret: the Connect endpoint (/api/payouts/webhook, events on the
    // connected accounts) has its own; without it the account endpoint's is tried (one endpoint for both in tests).
    stripeConnectWebhookSecret:
      read.prefixed('STRIPE_CONNECT_WEBHOOK_SECRET', ['whsec_']) || read.prefixed('STRIPE_WEBHOOK_SECRET', ['whsec_']),
    stripeApi: {
      host: read.string('STRIPE_API_HOST', '') || null,
      port: read.has('STRIPE_API_PORT') ? read.int('STRIPE_API_PORT', 443, 1, 65535) : null,
      protocol: read.has('STRIPE_API_PROTOCOL')
        ? read.oneOf<'http' | 'https'>('STRIPE_API_PROTOCOL', ['http', 'https'], 'https')
        : null,
    },
    stripePrices: {
      writer: read.prefixed('STRIPE_PRICE_WRITER', ['price_']),
      professional: read.prefixed('STRIPE_PRICE_PROFESSIONAL', ['price_']),
      editorial_partner: read.prefixed('STRIPE_PRICE_EDITORIAL_PARTNER', ['price_']),
    },
    perkFigures: {
      checksPerDay: read.int('TOOL_CHECKS_PER_DAY', 20, 1, 100_000),
      // The same defaults and bounds as tools.settings.ts and assignments.settings.ts, which enforce them.
      firstLookHours: read.int('PREMIUM_EARLY_ACCESS_HOURS', 48, 0, 8760),
    },
  };
  if (!secretKey && read.production && !billing.allowSandboxInProduction) {
    read.problem(
      'STRIPE_SECRET_KEY is required in production; without it, anyone could register with a test card ' +
        '(set ALLOW_SANDBOX_PAYMENTS=true to run the sandbox on purpose, for a demo)',
    );
  }
  if (secretKey && !billing.stripePublishableKey) {
    read.problem('STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY');
  }
  if (secretKey && read.production && !billing.stripeWebhookSecret) {
    read.problem('STRIPE_WEBHOOK_SECRET is required in production with STRIPE_SECRET_KEY');
  }
  return billing;
}

export const BILLING_SETTINGS = Symbol('BILLING_SETTINGS');

/** Provided by the module itself (`provideSettings`), read and checked with every other module's at start-up. */
export const billingSettings = moduleSettings('billing', BILLING_SETTINGS, readBillingSettings);

/** Stripe.js and its card frames, which the pages may load only when the Stripe provider is on (D15). */
const STRIPE_PAGE_SOURCES: PageSources = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};

export function billingPageSources(settings: BillingSettings): PageSources {
  return settings.provider === 'stripe' ? STRIPE_PAGE_SOURCES : NO_PAGE_SOURCES;
}
