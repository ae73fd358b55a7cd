import type { ProviderName } from '../../domain/subscription';

/** A connected account as the provider reports it (D21): what it can do and what it still needs. */
export interface ConnectedAccountStatus {
  accountId: string;
  /** The provider may send money to it. */
  payoutsEnabled: boolean;
  chargesEnabled: boolean;
  /** The provider's names of what is still missing (Stripe's `requirements.currently_due`). */
  currentlyDue: string[];
  /** The onboarding was submitted (Stripe's `details_submitted`). */
  detailsSubmitted: boolean;
}

/** A transfer to a connected account: `pending` until the provider settles it, then `paid` or `failed`. */
export interface TransferOutcome {
  transferId: string;
  /** The connected account it pays. */
  accountId: string;
  amountCents: number;
  status: 'pending' | 'paid' | 'failed';
  /** The provider's reason when it failed. */
  failureReason: string | null;
  /**
   * The payout and attempt written on the transfer when it was made, so that its events find the payout before
   * the answer to the call that made it was recorded; null where the provider keeps none (the sandbox).
   */
  payoutId: number | null;
  attempt: number | null;
}

/** Which payout's transfer, and which attempt at it: each attempt is a transfer of its own. */
export interface TransferAttempt {
  payoutId: number;
  attempt: number;
  /** One key per attempt (`payout-<id>`, `payout-<id>-<attempt>`): the provider pays each key once. */
  idempotencyKey: string;
}

export interface NewTransfer extends TransferAttempt {
  accountId: string;
  amountCents: number;
}

/** A verified connected-accounts event (`account.updated`, `transfer.created`, `transfer.reversed`, `payout.failed`). */
export interface ConnectEvent {
  id: string;
  type: string;
  createdAt: Date;
  /** The connected account the event is about (`account.updated`, `payout.failed`). */
  accountId: string | null;
  /** The transfer the event is about (`transfer.*`). */
  transferId: string | null;
  failureReason: string | null;
}

/**
 * Money out (D21): the provider's connected accounts and transfers to them. A sibling of the payment provider port,
 * implemented by the same adapters; payouts reaches it only through billing's exported `ConnectedAccounts`.
 */
export interface PayoutRails {
  readonly name: ProviderName;
  createAccount(details: { email: string; userId: number }): Promise<string>;
  /** Where the member completes onboarding (Stripe's hosted pages; the sandbox's test form). */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  /** Null when the provider does not know the account. */
  getAccount(accountId: string): Promise<ConnectedAccountStatus | null>;
  createTransfer(transfer: NewTransfer): Promise<TransferOutcome>;
  /**
   * The transfer made for this attempt, found without its id (by the payout's transfer group and the attempt):
   * null when none was made. An idempotency key is kept for a day at Stripe, so a call whose answer was lost is
   * looked up before it is made again.
   */
  findTransfer(attempt: TransferAttempt): Promise<TransferOutcome | null>;
  /** Null when the provider does not know the transfer. */
  getTransfer(transferId: string): Promise<TransferOutcome | null>;
  /** Verifies the signature over the raw bytes; throws WEBHOOK_SIGNATURE_INVALID when it does not match. */
  parseConnectEvent(payload: Buffer, signature: string): ConnectEvent;
}

/** The sandbox's test onboarding form (D21), clearly a test: nothing is verified and no money moves. */
export interface SandboxOnboarding {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** A test bank account number; `SANDBOX_FAILING_ACCOUNT` makes every transfer to it fail. */
  accountNumber: string;
}

/** The documented test bank account whose transfers fail (docs/payouts.md), for tests and demos. */
export const SANDBOX_FAILING_ACCOUNT = '000999999991';
export const SANDBOX_FAILURE_REASON = 'The bank account could not receive the transfer (test account 000999999991).';
