import type { BillingSettings } from '../../billing.settings';
import type {
  ConnectedAccountStatus,
  ConnectEvent,
  NewTransfer,
  PayoutRails,
  TransferAttempt,
  TransferOutcome,
} from '../../application/ports/payout-rails';
import Stripe from 'stripe';
import { invalidWebhookSignature, transferRefused } from '../../domain/billing.errors';
import { createStripeClient } from './stripe-client';
import { isMissing, translateStripeError } from './stripe-mapping';

/**
 * Stripe Connect Express (D21) through the official SDK: accounts, account links, transfers with an
 * idempotency key per attempt, and the connected-account events. Nothing of the SDK's types leaves this folder.
 */
export class StripePayoutRails implements PayoutRails {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: BillingSettings) {
    this.stripe = createStripeClient(config);
  }

  createAccount({ email, userId }: { email: string; userId: number }): Promise<string> {
    return this.call(async () => {
      const account = await this.stripe.accounts.create({
        type: 'express',
        email,
        capabilities: { transfers: { requested: true } },
        metadata: { userId: String(userId) },
      });
      return account.id;
    });
  }

  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string> {
    return this.call(async () => {
      const link = await this.stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: urls.returnUrl,
        refresh_url: urls.refreshUrl,
      });
      return link.url;
    });
  }

  getAccount(accountId: string): Promise<ConnectedAccountStatus | null> {
    return this.call(async () => {
      try {
        return toAccountStatus(await this.stripe.accounts.retrieve(accountId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  createTransfer(transfer: NewTransfer): Promise<TransferOutcome> {
    return this.call(async () => {
      const created = await this.refusedAsConflict(() =>
        this.stripe.transfers.create(
          {
            amount: transfer.amountCents,
            currency: 'usd',
            destination: transfer.accountId,
            transfer_group: transferGroup(transfer.payoutId),
            metadata: { payoutId: String(transfer.payoutId), attempt: String(transfer.attempt) },
          },
          { idempotencyKey: transfer.idempotencyKey },
        ),
      );
      return toTransferOutcome(created, 'pending');
    });
  }

  findTransfer({ payoutId, attempt }: TransferAttempt): Promise<TransferOutcome | null> {
    return this.call(async () => {
      // A payout has a transfer per attempt, and editors retry a handful of times at most: one page holds them.
      const group = await this.stripe.transfers.list({ transfer_group: transferGroup(payoutId), limit: 100 });
      // A transfer in the group without an attempt (made before attempts were written, or by hand in the
      // dashboard) is taken as the first attempt's.
      const made = group.data.find((transfer) => (transfer.metadata?.attempt ?? '0') === String(attempt));
      return made ? toTransferOutcome(made, 'paid') : null;
    });
  }

  getTransfer(transferId: string): Promise<TransferOutcome | null> {
    return this.call(async () => {
      try {
        // A transfer Stripe still holds unreversed has reached the connected account.
        return toTransferOutcome(await this.stripe.transfers.retrieve(transferId), 'paid');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  parseConnectEvent(payload: Buffer, signature: string): ConnectEvent {
    if (!this.config.stripeConnectWebhookSecret) throw invalidWebhookSignature();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature, this.config.stripeConnectWebhookSecret);
    } catch {
      throw invalidWebhookSignature();
    }
    return toConnectEvent(event);
  }

  /** A transfer Stripe refuses (balance, capabilities) is the editor's to read, not a server error. */
  private async refusedAsConflict<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw transferRefused(error.message);
      throw error;
    }
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw translateStripeError(error);
    }
  }
}

function toAccountStatus(account: Stripe.Account): ConnectedAccountStatus {
  return {
    accountId: account.id,
    payoutsEnabled: account.payouts_enabled ?? false,
    chargesEnabled: account.charges_enabled ?? false,
    currentlyDue: account.requirements?.currently_due ?? [],
    detailsSubmitted: account.details_submitted ?? false,
  };
}

function toTransferOutcome(transfer: Stripe.Transfer, settled: 'pending' | 'paid'): TransferOutcome {
  // Only a full reversal takes the money back: after a partial one the rest reached the member, and calling the
  // payout failed would let a Retry pay it all again. (A partial reversal is an editor's business at Stripe.)
  const reversed = transfer.reversed || (transfer.amount_reversed ?? 0) >= transfer.amount;
  const { payoutId, attempt } = transfer.metadata ?? {};
  return {
    transferId: transfer.id,
    accountId: typeof transfer.destination === 'string' ? transfer.destination : (transfer.destination?.id ?? ''),
    amountCents: transfer.amount,
    status: reversed ? 'failed' : settled,
    failureReason: reversed ? 'The transfer was reversed.' : null,
    payoutId: wholeNumber(payoutId),
    attempt: wholeNumber(attempt),
  };
}

function toConnectEvent(event: Stripe.Event): ConnectEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  const objectId = typeof object.id === 'string' ? object.id : null;
  const base = { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'account.updated':
      return { ...base, accountId: objectId, transferId: null, failureReason: null };
    case 'transfer.created':
      return { ...base, accountId: null, transferId: objectId, failureReason: null };
    case 'transfer.reversed':
      return { ...base, accountId: null, transferId: objectId, failureReason: 'The transfer was reversed.' };
    case 'payout.failed': {
      // A payout of the connected account to its bank: the event names the account, the payout its reason.
      const reason = typeof object.failure_message === 'string' ? object.failure_message : 'The bank payout failed.';
      return { ...base, accountId: event.account ?? null, transferId: null, failureReason: reason };
    }
    default:
      return { ...base, accountId: null, transferId: null, failureReason: null };
  }
}

/** The transfer group of a payout: all its attempts, as Stripe's dashboard groups them. */
const transferGroup = (payoutId: number) => `payout-${payoutId}`;

/** Metadata is text; a transfer made by hand in the dashboard may carry anything, or nothing. */
function wholeNumber(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null;
}
