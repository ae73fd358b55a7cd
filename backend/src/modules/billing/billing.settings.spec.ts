import { ConfigError } from '../../platform/config/settings-reader';
import { loadConfig } from '../../config';

describe('billing settings', () => {
  it('uses the sandbox when no Stripe key is set', () => {
    expect(loadConfig({}).billing).toMatchObject({
      provider: 'sandbox',
      stripeSecretKey: '',
      stripeApi: { host: null, port: null, protocol: null },
    });
  });

  it('uses Stripe with a secret key, and reads the API address and prices', () => {
    const billing = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_API_HOST: 'localhost',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_PRICE_WRITER: 'price_123',
    }).billing;
    expect(billing).toMatchObject({
      provider: 'stripe',
      stripeApi: { host: 'localhost', port: 12111, protocol: 'http' },
      stripePrices: { writer: 'price_123', professional: '', editorial_partner: '' },
    });
  });

  it('names every bad Stripe setting', () => {
    const load = () =>
      loadConfig({
        STRIPE_SECRET_KEY: 'pk_wrong',
        STRIPE_WEBHOOK_SECRET: 'secret',
        STRIPE_API_PROTOCOL: 'ftp',
        STRIPE_PRICE_PROFESSIONAL: 'prod_1',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/STRIPE_SECRET_KEY must start with sk_ or rk_/);
    expect(load).toThrow(/STRIPE_WEBHOOK_SECRET must start with whsec_/);
    expect(load).toThrow(/STRIPE_API_PROTOCOL must be one of http, https/);
    expect(load).toThrow(/STRIPE_PRICE_PROFESSIONAL must start with price_/);
    expect(load).toThrow(/STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY/);
  });

  it('requires the webhook secret in production with Stripe', () => {
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      TWO_FACTOR_KEY: 't'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com',
      PUBLIC_URL: 'https://writers.example',
      SITE_URL: 'https://writers.example',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
    };
    expect(() => loadConfig(env)).toThrow(/STRIPE_WEBHOOK_SECRET is required in production/);
    expect(loadConfig({ ...env, STRIPE_WEBHOOK_SECRET: 'whsec_1' }).billing.provider).toBe('stripe');
  });

  it('refuses to start production without Stripe keys unless the sandbox is allowed on purpose', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      TWO_FACTOR_KEY: 't'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com',
      PUBLIC_URL: 'https://writers.example',
      SITE_URL: 'https://writers.example',
    };
    expect(() => loadConfig(production)).toThrow(
      /STRIPE_SECRET_KEY is required in production; without it, anyone could register with a test card/,
    );
    const demo = loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' }).billing;
    expect(demo).toMatchObject({ provider: 'sandbox', allowSandboxInProduction: true });
    expect(loadConfig({}).billing.provider).toBe('sandbox');
  });
});
