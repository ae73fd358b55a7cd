import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { ConnectedAccounts } from '../../billing/application/connected-accounts';
import type { SandboxOnboarding } from '../../billing/application/ports/payout-rails';
import { accountState, describeMissing, type PayoutAccount, type PayoutAccountState } from '../domain/payout-account';
import { payoutAccountIncomplete, payoutAccountRequired } from '../domain/payouts.errors';
import { PAYOUT_SETTINGS, type PayoutSettings } from '../payouts.settings';
import { PAYOUT_ACCOUNT_REPOSITORY } from '../payouts.tokens';
import type { PayoutAccountRepository } from './ports/payout-account.repository';

/** `GET /api/payouts/account`: the member's payout account as the Payouts tab shows it. */
export interface PayoutAccountView {
  /** `none` before Set up payouts. */
  state: PayoutAccountState | 'none';
  provider: 'stripe' | 'sandbox';
  /** What the provider still needs, in plain words. */
  missing: string[];
  /** True once money can be sent to it: Request Payout is allowed. */
  canReceive: boolean;
}

/** Where the provider's onboarding sends the member back (PUBLIC_URL + the Payouts tab). */
const RETURN_PATH = '/dashboard?tab=payouts&payoutAccount=return';
const REFRESH_PATH = '/dashboard?tab=payouts&payoutAccount=refresh';

/**
 * The member's payout account (D21): made at the provider on Set up payouts (one per member, however many clicks
 * race), onboarded on the provider's pages (or the sandbox's test form), its state stored from the provider's
 * reports: the Payouts tab's reading, and `account.updated` events.
 */
@Injectable()
export class PayoutAccounts {
  constructor(
    @Inject(PAYOUT_ACCOUNT_REPOSITORY) private readonly accounts: PayoutAccountRepository,
    @Inject(PAYOUT_SETTINGS) private readonly settings: PayoutSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly provider: ConnectedAccounts,
  ) {}

  /** The member's account, asked of the provider again while it is not enabled (the member may just be back). */
  async view(userId: number): Promise<PayoutAccountView> {
    let account = await this.accounts.findByUser(userId);
    if (account && account.state !== 'enabled') account = (await this.refresh(account.accountId)) ?? account;
    return toView(account, this.provider.provider);
  }

  /** Set up payouts: the account (made once) and a fresh onboarding link to the provider's pages. */
  async startOnboarding(member: { id: number; email: string }): Promise<{ url: string }> {
    const account = (await this.accounts.findByUser(member.id)) ?? (await this.create(member));
    const base = this.settings.publicUrl;
    const url = await this.provider.onboardingLink(account.accountId, {
      returnUrl: `${base}${RETURN_PATH}`,
      refreshUrl: `${base}${REFRESH_PATH}`,
    });
    return { url };
  }

  /** The sandbox's test form (404 with Stripe); 409 before Set up payouts. */
  async completeTestOnboarding(userId: number, form: SandboxOnboarding): Promise<PayoutAccountView> {
    const account = await this.accounts.findByUser(userId);
    if (!account) throw payoutAccountRequired('yours');
    await this.provider.completeSandboxOnboarding(account.accountId, form);
    return toView(await this.refresh(account.accountId), this.provider.provider);
  }

  /** Stores what the provider says of the account now; null when the account is not a member's. */
  async refresh(accountId: string): Promise<PayoutAccount | null> {
    const report = await this.provider.status(accountId);
    if (!report) return null;
    return this.accounts.update(accountId, accountState(report), report.currentlyDue, this.clock.now());
  }

  /** The account money can be sent to, or the 409 that says what is missing. */
  async receiving(userId: number, whose: 'yours' | 'member'): Promise<PayoutAccount> {
    const account = await this.accounts.findByUser(userId);
    if (!account) throw payoutAccountRequired(whose);
    if (account.state !== 'enabled') throw payoutAccountIncomplete(whose, describeMissing(account.missing));
    return account;
  }

  private async create(member: { id: number; email: string }): Promise<PayoutAccount> {
    const accountId = await this.provider.createAccount({ email: member.email, userId: member.id });
    const made = await this.accounts.insert(
      { userId: member.id, provider: this.provider.provider, accountId },
      this.clock.now(),
    );
    // A racing click made the member's account first: use it (the provider's spare account stays unused).
    return made ?? (await this.accounts.findByUser(member.id))!;
  }
}

function toView(account: PayoutAccount | null, provider: 'stripe' | 'sandbox'): PayoutAccountView {
  if (!account) return { state: 'none', provider, missing: [], canReceive: false };
  return {
    state: account.state,
    provider: account.provider,
    missing: describeMissing(account.missing),
    canReceive: account.state === 'enabled',
  };
}
