import { Inject, Injectable } from '@nestjs/common';
import { ConnectedAccounts } from '../../billing/application/connected-accounts';
import { UserAccounts } from '../../identity/application/user-accounts';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../../identity/identity.settings';
import { PAYOUT_ACCOUNT_REPOSITORY } from '../payouts.tokens';
import { PayoutAccounts } from './payout-accounts';
import type { PayoutAccountRepository } from './ports/payout-account.repository';

/**
 * Gives the approved demo member (README), whose work history has payouts waiting, a sandbox payout account that can
 * receive money (D21), so an editor's Process on a fresh start sends a test transfer. Only with the sandbox: a Stripe
 * account is onboarded by its member on Stripe's pages. Runs once: an existing account is left alone.
 */
@Injectable()
export class SeedPayoutAccount {
  constructor(
    @Inject(IDENTITY_SETTINGS) private readonly config: IdentitySettings,
    @Inject(PAYOUT_ACCOUNT_REPOSITORY) private readonly accounts: PayoutAccountRepository,
    private readonly users: UserAccounts,
    private readonly payoutAccounts: PayoutAccounts,
    private readonly provider: ConnectedAccounts,
  ) {}

  async execute(): Promise<void> {
    if (!this.config.seedDemoAccounts || this.provider.provider !== 'sandbox') return;
    const member = await this.users.findByEmail(this.config.approvedDemoEmail);
    if (!member || (await this.accounts.findByUser(member.id))) return;
    await this.payoutAccounts.startOnboarding(member);
    await this.payoutAccounts.completeTestOnboarding(member.id, {
      name: `${member.firstName} ${member.lastName}`,
      country: 'US',
      accountNumber: '000123456789',
    });
  }
}
