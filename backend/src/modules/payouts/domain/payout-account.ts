/** D21: where a member's payout account stands with the provider. */
export const PAYOUT_ACCOUNT_STATES = ['onboarding', 'restricted', 'enabled'] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];

/** The member's connected account at the payment provider (one per member). */
export interface PayoutAccount {
  id: number;
  userId: number;
  provider: 'stripe' | 'sandbox';
  accountId: string;
  state: PayoutAccountState;
  /** The provider's names of what is still missing (Stripe's `requirements.currently_due`). */
  missing: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** The provider's report of an account, as billing's ConnectedAccounts answers it. */
export interface AccountReport {
  payoutsEnabled: boolean;
  currentlyDue: string[];
  detailsSubmitted: boolean;
}

/**
 * Enabled once the provider may send money to it; restricted when the details were sent but the provider still
 * wants something (or has paused payouts); onboarding until then.
 */
export function accountState(report: AccountReport): PayoutAccountState {
  if (report.payoutsEnabled && report.currentlyDue.length === 0) return 'enabled';
  return report.detailsSubmitted ? 'restricted' : 'onboarding';
}

/** Plain words for Stripe's requirement names, as the member reads them; unknown names stay as they are. */
const MISSING_WORDS: Record<string, string> = {
  'individual.name': 'your name',
  country: 'your country',
  external_account: 'a bank account',
  'individual.dob.day': 'your date of birth',
  'individual.address.line1': 'your address',
  'individual.id_number': 'your identity number',
  'tos_acceptance.date': 'accepting the terms of service',
  business_type: 'the type of business',
};

export const describeMissing = (missing: readonly string[]): string[] => [
  ...new Set(missing.map((name) => MISSING_WORDS[name] ?? name.replace(/[._]/g, ' '))),
];
