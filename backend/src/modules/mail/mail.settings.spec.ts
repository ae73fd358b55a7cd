import { loadConfig } from '../../config';
import { ConfigError } from '../../platform/config/settings-reader';

describe('mail settings', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 's'.repeat(40),
    TWO_FACTOR_KEY: 't'.repeat(40),
    ALLOW_SANDBOX_PAYMENTS: 'true',
    PUBLIC_URL: 'https://writers.example',
  };

  it('uses the development mailbox by default, with links from the local origin and eight attempts', () => {
    expect(loadConfig({ PORT: '3100' }).mail).toEqual({
      smtpUrl: '',
      mailFrom: '',
      publicUrl: 'http://localhost:3100',
      devMailboxPort: 0,
      maxAttempts: 8,
      campaignConcurrency: 1,
    });
  });

  it('reads the provider, the sender, the public origin and the attempts', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://apikey:secret@smtp.example.com:465',
        MAIL_FROM: 'Penwright <hello@writers.example>',
        PUBLIC_URL: 'https://writers.example/',
        MAIL_MAX_ATTEMPTS: '3',
        DEV_MAILBOX_PORT: '2525',
        MAIL_CAMPAIGN_CONCURRENCY: '2',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://apikey:secret@smtp.example.com:465',
      mailFrom: 'Penwright <hello@writers.example>',
      publicUrl: 'https://writers.example',
      devMailboxPort: 2525,
      maxAttempts: 3,
      campaignConcurrency: 2,
    });
  });

  it('refuses to start production without SMTP_URL unless the development mailbox is allowed on purpose', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      /SMTP_URL is required in production: mail would otherwise go to the development mailbox, which nobody reads\. Set SMTP_URL to your provider \(smtp:\/\/user:password@host:587\), or ALLOW_DEV_MAILBOX=true/,
    );
    const site = { ...production, SITE_URL: 'https://writers.example' };
    expect(loadConfig({ ...site, ALLOW_DEV_MAILBOX: 'true' }).mail.smtpUrl).toBe('');
    expect(loadConfig({ ...site, SMTP_URL: 'smtp://mail.example.com:587' }).mail.smtpUrl).toBe(
      'smtp://mail.example.com:587',
    );
  });

  it('refuses to start production without the public origin every mail link starts with', () => {
    const { PUBLIC_URL, ...withoutOrigin } = { ...production, SMTP_URL: 'smtp://mail.example.com:587' };
    expect(() => loadConfig(withoutOrigin)).toThrow(/PUBLIC_URL is required in production/);
    expect(loadConfig({ ...withoutOrigin, SITE_URL: PUBLIC_URL }).mail.publicUrl).toBe(PUBLIC_URL);
    expect(() => loadConfig({ ...withoutOrigin, PUBLIC_URL: 'https://writers.example/path?x' })).toThrow(
      /PUBLIC_URL must be an http\(s\) origin/,
    );
  });

  it('names every bad mail setting', () => {
    const load = () =>
      loadConfig({
        SMTP_URL: 'http://mail.example.com',
        MAIL_FROM: 'a@b.example\r\nBcc: everyone@example.com',
        PUBLIC_URL: 'writers.example',
        MAIL_MAX_ATTEMPTS: '0',
      });
    expect(load).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(load).toThrow(/MAIL_FROM must be one line/);
    expect(load).toThrow(/PUBLIC_URL must be an http\(s\) origin/);
    expect(load).toThrow(/MAIL_MAX_ATTEMPTS/);
  });
});
