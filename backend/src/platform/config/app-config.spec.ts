import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has working defaults for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: '', nodeEnv: 'development', cookieSecure: false });
    expect(config.brand).toEqual({
      brandName: 'Penwright Collective',
      brandShortName: 'Penwright',
      supportEmail: 'support@penwright.example',
      applicationsEmail: 'applications@penwright.example',
      governingState: 'Delaware',
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

  it('requires a real session secret in production and secures cookies there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) });
    expect(config.cookieSecure).toBe(true);
  });

  it('refuses a short administrator password', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be at least 12 characters/);
  });
});
