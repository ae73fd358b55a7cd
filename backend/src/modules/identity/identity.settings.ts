import { moduleSettings } from '../../platform/config/module-settings';
import type { SettingsReader } from '../../platform/config/settings-reader';

/** The accounts the seed step creates. */
export interface IdentitySettings {
  /** The first administrator. With no password, one is generated and printed once at first start. */
  adminEmail: string;
  adminPassword: string;
  /** Seed the demo member (and its subscription and application): on outside production unless turned off. */
  seedDemoAccounts: boolean;
  demoEmail: string;
  demoPassword: string;
  /** The second demo member: approved, subscribed, with paid work and payouts in every state (README). */
  approvedDemoEmail: string;
  approvedDemoPassword: string;
  /**
   * Seals the authenticator apps' secrets and keys the recovery codes' hashes (D19, docs/security.md). Required in
   * production; elsewhere a fixed development key, so a development database opens after a restart.
   */
  twoFactorKey: string;
  /**
   * Tests and demos only (refused in production): the seeded administrator gets this authenticator secret (base32),
   * so an automated journey can compute its codes. Empty: the administrator sets up a factor at first sign-in.
   */
  adminTotpSecret: string;
}

/** Outside production only: anyone with the source has this key. */
const DEVELOPMENT_TWO_FACTOR_KEY = 'penwright-development-two-factor-key-not-for-production';

export function readIdentitySettings(read: SettingsReader): IdentitySettings {
  const twoFactorKey = read.secret('TWO_FACTOR_KEY');
  const settings: IdentitySettings = {
    adminEmail: read.email('ADMIN_EMAIL', 'admin@penwright.local'),
    adminPassword: read.string('ADMIN_PASSWORD', ''),
    seedDemoAccounts: read.bool('SEED_DEMO_ACCOUNTS', !read.production),
    demoEmail: read.email('DEMO_EMAIL', 'demo@penwright.local'),
    demoPassword: read.string('DEMO_PASSWORD', 'demo-writer-2026'),
    approvedDemoEmail: read.email('DEMO_APPROVED_EMAIL', 'approved@penwright.local'),
    approvedDemoPassword: read.string('DEMO_APPROVED_PASSWORD', 'approved-writer-2026'),
    twoFactorKey: twoFactorKey ?? DEVELOPMENT_TWO_FACTOR_KEY,
    adminTotpSecret: read.string('ADMIN_TOTP_SECRET', ''),
  };
  if (read.production && twoFactorKey === undefined) read.problem('TWO_FACTOR_KEY is required in production');
  if (read.production && settings.adminTotpSecret) read.problem('ADMIN_TOTP_SECRET is for tests and demos only');
  if (settings.adminTotpSecret && !/^[A-Z2-7]{32,}$/.test(settings.adminTotpSecret))
    read.problem('ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7), at least 32 characters');
  if (settings.adminPassword && settings.adminPassword.length < 12) {
    read.problem('ADMIN_PASSWORD must be at least 12 characters');
  }
  return settings;
}

export const IDENTITY_SETTINGS = Symbol('IDENTITY_SETTINGS');

/** Provided by the module itself (`provideSettings`), read and checked with every other module's at start-up. */
export const identitySettings = moduleSettings('identity', IDENTITY_SETTINGS, readIdentitySettings);
