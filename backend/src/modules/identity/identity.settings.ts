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
}

export function readIdentitySettings(read: SettingsReader): IdentitySettings {
  const settings: IdentitySettings = {
    adminEmail: read.email('ADMIN_EMAIL', 'admin@penwright.local'),
    adminPassword: read.string('ADMIN_PASSWORD', ''),
    seedDemoAccounts: read.bool('SEED_DEMO_ACCOUNTS', !read.production),
    demoEmail: read.email('DEMO_EMAIL', 'demo@penwright.local'),
    demoPassword: read.string('DEMO_PASSWORD', 'demo-writer-2026'),
    approvedDemoEmail: read.email('DEMO_APPROVED_EMAIL', 'approved@penwright.local'),
    approvedDemoPassword: read.string('DEMO_APPROVED_PASSWORD', 'approved-writer-2026'),
  };
  if (settings.adminPassword && settings.adminPassword.length < 12) {
    read.problem('ADMIN_PASSWORD must be at least 12 characters');
  }
  return settings;
}

export const IDENTITY_SETTINGS = Symbol('IDENTITY_SETTINGS');

/** Provided by the module itself (`provideSettings`), read and checked with every other module's at start-up. */
export const identitySettings = moduleSettings('identity', IDENTITY_SETTINGS, readIdentitySettings);
