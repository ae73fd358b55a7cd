import type { SandboxOnboarding } from './payout-rails';

/** The sandbox's test onboarding form's backend (D21); refused when Stripe is the provider. */
export interface SandboxPayouts {
  /** False when the sandbox does not know the account. */
  completeOnboarding(accountId: string, form: SandboxOnboarding): Promise<boolean>;
}
