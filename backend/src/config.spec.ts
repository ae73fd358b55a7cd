import { ConfigError } from './platform/config/settings-reader';
import { loadConfig } from './config';

/** A production start with the sandbox allowed: every other production rule is tested on its own. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  TWO_FACTOR_KEY: 't'.repeat(40),
  ALLOW_SANDBOX_PAYMENTS: 'true',
  SMTP_URL: 'smtp://mail.example.com:587',
  PUBLIC_URL: 'https://writers.example',
  SITE_URL: 'https://writers.example',
};

describe('loadConfig', () => {
  it('has working defaults for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: '', nodeEnv: 'development', cookieSecure: 'auto' });
    expect(config.brand).toEqual({
      brandName: 'Penwright Collective',
      brandShortName: 'Penwright',
      supportEmail: 'support@penwright.example',
      applicationsEmail: 'applications@penwright.example',
      governingState: 'Delaware',
      contactPhone: '+1 (555) 013-4821',
      contactAddress: '1200 Market Street, Suite 400; Wilmington, DE 19801',
    });
  });

  it('fails fast, naming every bad variable', () => {
    const load = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'nope', COOKIE_SECURE: 'maybe' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /PORT must be an integer.*DATABASE_URL must be a postgres:\/\/ URL.*COOKIE_SECURE.*ADMIN_EMAIL/,
    );
  });

  it('requires a real session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
    expect(loadConfig({ ...PRODUCTION }).sessionSecret).toHaveLength(40);
  });

  it('requires SITE_URL in production, so that no page names the Host header; a local origin elsewhere', () => {
    const { SITE_URL: _unset, ...withoutSiteUrl } = PRODUCTION;
    expect(() => loadConfig(withoutSiteUrl)).toThrow(/SITE_URL is required in production/);
    expect(loadConfig(PRODUCTION).siteUrl).toBe('https://writers.example');
    expect(loadConfig({ PORT: '3400' }).siteUrl).toBe('http://localhost:3400');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3100/' }).siteUrl).toBe('http://127.0.0.1:3100');
    expect(() => loadConfig({ SITE_URL: 'https://writers.example/blog' })).toThrow(
      /SITE_URL must be an http\(s\) origin/,
    );
  });

  it('makes cookies follow the scheme unless COOKIE_SECURE forces them', () => {
    expect(loadConfig({ ...PRODUCTION }).cookieSecure).toBe('auto');
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'no' }).cookieSecure).toBe(false);
    expect(() => loadConfig({ COOKIE_SECURE: 'sometimes' })).toThrow(/COOKIE_SECURE must be auto, true or false/);
  });

  it('seeds demo accounts and serves the API docs outside production only, unless asked', () => {
    const production = PRODUCTION;
    expect(loadConfig({})).toMatchObject({ apiDocs: true, identity: { seedDemoAccounts: true } });
    expect(loadConfig(production)).toMatchObject({ apiDocs: false, identity: { seedDemoAccounts: false } });
    const asked = loadConfig({ ...production, API_DOCS: 'true', SEED_DEMO_ACCOUNTS: 'true' });
    expect(asked).toMatchObject({ apiDocs: true, identity: { seedDemoAccounts: true } });
  });

  it('requires the two-factor key in production, and refuses the test-only admin secret there (D19)', () => {
    const { TWO_FACTOR_KEY: _key, ...withoutKey } = PRODUCTION;
    expect(() => loadConfig(withoutKey)).toThrow(/TWO_FACTOR_KEY is required in production/);
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_TOTP_SECRET: 'A'.repeat(32) })).toThrow(
      /ADMIN_TOTP_SECRET is for tests and demos only/,
    );
    expect(loadConfig({}).identity.twoFactorKey.length).toBeGreaterThanOrEqual(32);
  });

  it('leaves the session secret to start-up outside production, and refuses a short one', () => {
    expect(loadConfig({}).sessionSecret).toBe('');
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET must be at least 32 characters/);
  });

  it('refuses a short administrator password', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be at least 12 characters/);
  });

  it("reads the quiz's retake rules: 24 hours, 3 attempts per application, 30 days to apply again (D17)", () => {
    expect(loadConfig({}).quiz).toEqual({ retakeCooldownMinutes: 1440, maxAttempts: 3, reapplyWaitDays: 30 });
    const set = loadConfig({ QUIZ_RETAKE_COOLDOWN_MINUTES: '60', QUIZ_MAX_ATTEMPTS: '5', QUIZ_REAPPLY_WAIT_DAYS: '7' });
    expect(set.quiz).toEqual({ retakeCooldownMinutes: 60, maxAttempts: 5, reapplyWaitDays: 7 });
    const off = loadConfig({ QUIZ_RETAKE_COOLDOWN_MINUTES: '0', QUIZ_MAX_ATTEMPTS: '0', QUIZ_REAPPLY_WAIT_DAYS: '0' });
    expect(off.quiz).toEqual({ retakeCooldownMinutes: 0, maxAttempts: 0, reapplyWaitDays: 0 });
    expect(() => loadConfig({ QUIZ_MAX_ATTEMPTS: '-1' })).toThrow(/QUIZ_MAX_ATTEMPTS must be an integer/);
    expect(() => loadConfig({ QUIZ_REAPPLY_WAIT_DAYS: '1.5' })).toThrow(/QUIZ_REAPPLY_WAIT_DAYS must be an integer/);
  });

  it('reads the content settings: the stored feed by default, X only with an account name', () => {
    expect(loadConfig({}).content).toMatchObject({ xBearerToken: '', xApiBaseUrl: 'https://api.x.com' });
    expect(loadConfig({}).publicCacheSeconds).toBe(30);
    expect(loadConfig({}).content.resourcesDir).toMatch(/backend\/resources\/pdf$/);
    expect(() => loadConfig({ X_BEARER_TOKEN: 't' })).toThrow(/X_USERNAME/);
    expect(() => loadConfig({ X_BEARER_TOKEN: 't', X_USERNAME: 'bad name!' })).toThrow(/X_USERNAME/);
    expect(() => loadConfig({ X_API_BASE_URL: 'ftp://x' })).toThrow(/X_API_BASE_URL/);
    expect(() => loadConfig({ CONTENT_CACHE_SECONDS: '-1' })).toThrow(/CONTENT_CACHE_SECONDS/);
    const x = loadConfig({ X_BEARER_TOKEN: 't', X_USERNAME: 'penwright', X_API_BASE_URL: 'http://127.0.0.1:9/' });
    expect(x.content).toMatchObject({ xUsername: 'penwright', xApiBaseUrl: 'http://127.0.0.1:9' });
  });
});
