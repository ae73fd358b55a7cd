import { moduleSettings } from '../../platform/config/module-settings';
import type { SettingsReader } from '../../platform/config/settings-reader';

/** How mail leaves (D18): an SMTP provider, or the development mailbox on loopback. */
export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://...` (any provider); empty: the development mailbox. */
  smtpUrl: string;
  /** The From header; empty: the brand's name and support address (D1). */
  mailFrom: string;
  /** The origin every link in a message starts with (`https://writers.example`). */
  publicUrl: string;
  /** The development mailbox's SMTP port on 127.0.0.1; 0: any free port (each instance its own). */
  devMailboxPort: number;
  /** How many times a message is tried before it is recorded as failed (exponential back-off between). */
  maxAttempts: number;
  /**
   * How many messages of a campaign (a newsletter issue) one instance delivers at once, apart from every other
   * job: few, so that a send of thousands leaves the instance's requests their speed (docs/performance.md).
   */
  campaignConcurrency: number;
}

export function readMailSettings(read: SettingsReader): MailSettings {
  const smtpUrl = read.string('SMTP_URL', '');
  if (smtpUrl && !isUrl(smtpUrl, /^smtps?:$/)) {
    read.problem('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@smtp.example.com:587');
  }
  if (read.production && !smtpUrl && !read.bool('ALLOW_DEV_MAILBOX', false)) {
    read.problem(
      'SMTP_URL is required in production: mail would otherwise go to the development mailbox, which nobody ' +
        'reads. Set SMTP_URL to your provider (smtp://user:password@host:587), or ALLOW_DEV_MAILBOX=true to keep ' +
        'the development mailbox on purpose.',
    );
  }
  const givenUrl = (read.string('PUBLIC_URL', '') || read.string('SITE_URL', '')).trim().replace(/\/+$/, '');
  if (read.production && !givenUrl) {
    read.problem(
      'PUBLIC_URL is required in production: every link in mail (password resets, address checks, unsubscribes) ' +
        "starts with it. Set it to the site's origin, such as https://writers.example.",
    );
  }
  const publicUrl = givenUrl || `http://localhost:${read.int('PORT', 3000, 1, 65535)}`;
  if (!isUrl(publicUrl, /^https?:$/) || new URL(publicUrl).origin !== publicUrl) {
    read.problem(
      `PUBLIC_URL must be an http(s) origin such as https://writers.example, with no path (got "${publicUrl}")`,
    );
  }
  const mailFrom = read.string('MAIL_FROM', '');
  if (/[\r\n]/.test(mailFrom)) read.problem('MAIL_FROM must be one line');
  return {
    smtpUrl,
    mailFrom,
    publicUrl,
    devMailboxPort: read.int('DEV_MAILBOX_PORT', 0, 0, 65535),
    maxAttempts: read.int('MAIL_MAX_ATTEMPTS', 8, 1, 25),
    campaignConcurrency: read.int('MAIL_CAMPAIGN_CONCURRENCY', 1, 1, 20),
  };
}

export const MAIL_SETTINGS = Symbol('MAIL_SETTINGS');

/** Provided by the module itself (`provideSettings`), read and checked with every other module's at start-up. */
export const mailSettings = moduleSettings('mail', MAIL_SETTINGS, readMailSettings);

function isUrl(value: string, protocol: RegExp): boolean {
  try {
    return protocol.test(new URL(value).protocol);
  } catch {
    return false;
  }
}
