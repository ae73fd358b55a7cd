import { moduleSettings } from '../../platform/config/module-settings';
import type { SettingsReader } from '../../platform/config/settings-reader';
import { decimalToCents } from '../../shared/domain/money';

/** D9's limit on payouts. */
export interface PayoutSettings {
  /** The least a member may ask to be paid (Request Payout), in cents: pending payouts not yet requested. */
  minimumCents: number;
  /** The site's origin (PUBLIC_URL, checked by the mail settings): where the provider's onboarding returns to. */
  publicUrl: string;
}

/** A million dollars: a minimum beyond it is a typo, not a policy. */
const MAX_MINIMUM_CENTS = 100_000_000;

export function readPayoutSettings(read: SettingsReader): PayoutSettings {
  const publicUrl =
    (read.string('PUBLIC_URL', '') || read.string('SITE_URL', '')).trim().replace(/\/+$/, '') ||
    `http://localhost:${read.int('PORT', 3000, 1, 65535)}`;
  const raw = read.string('PAYOUT_MINIMUM', '10.00');
  const cents = decimalToCents(raw);
  // At least a cent: a request of nothing is refused by its own message, not by a minimum of $0.00.
  if (cents === null || cents < 1 || cents > MAX_MINIMUM_CENTS) {
    read.problem(`PAYOUT_MINIMUM must be dollars from 0.01 to 1000000 with at most 2 decimals (got "${raw}")`);
    return { minimumCents: 1000, publicUrl };
  }
  return { minimumCents: cents, publicUrl };
}

export const PAYOUT_SETTINGS = Symbol('PAYOUT_SETTINGS');

/** Provided by the module itself (`provideSettings`), read and checked with every other module's at start-up. */
export const payoutSettings = moduleSettings('payouts', PAYOUT_SETTINGS, readPayoutSettings);
