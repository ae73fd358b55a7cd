import { Inject, Injectable } from '@nestjs/common';
import { PAYOUT_RAILS, SANDBOX_PAYOUTS } from '../billing.tokens';
import type { ProviderName } from '../domain/subscription';
import type {
  ConnectedAccountStatus,
  ConnectEvent,
  NewTransfer,
  PayoutRails,
  TransferAttempt,
  SandboxOnboarding,
  TransferOutcome,
} from './ports/payout-rails';
import type { SandboxPayouts } from './ports/sandbox-payouts';

/**
 * Money out through the payment provider (D21), exported to the payouts module: connected accounts, their
 * onboarding, transfers and their events. Payouts keeps its own records; this only speaks to the provider.
 */
@Injectable()
export class ConnectedAccounts {
  constructor(
    @Inject(PAYOUT_RAILS) private readonly rails: PayoutRails,
    @Inject(SANDBOX_PAYOUTS) private readonly sandbox: SandboxPayouts,
  ) {}

  get provider(): ProviderName {
    return this.rails.name;
  }

  createAccount(details: { email: string; userId: number }): Promise<string> {
    return this.rails.createAccount(details);
  }

  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string> {
    return this.rails.onboardingLink(accountId, urls);
  }

  status(accountId: string): Promise<ConnectedAccountStatus | null> {
    return this.rails.getAccount(accountId);
  }

  transfer(transfer: NewTransfer): Promise<TransferOutcome> {
    return this.rails.createTransfer(transfer);
  }

  findTransfer(attempt: TransferAttempt): Promise<TransferOutcome | null> {
    return this.rails.findTransfer(attempt);
  }

  transferOutcome(transferId: string): Promise<TransferOutcome | null> {
    return this.rails.getTransfer(transferId);
  }

  parseEvent(payload: Buffer, signature: string): ConnectEvent {
    return this.rails.parseConnectEvent(payload, signature);
  }

  /** The sandbox's test form; 404 PAYMENT_SANDBOX_DISABLED when Stripe is the provider. */
  completeSandboxOnboarding(accountId: string, form: SandboxOnboarding): Promise<boolean> {
    return this.sandbox.completeOnboarding(accountId, form);
  }
}
