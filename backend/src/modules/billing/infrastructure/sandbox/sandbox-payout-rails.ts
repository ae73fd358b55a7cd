import { EntityManager } from '@mikro-orm/postgresql';
import type {
  ConnectedAccountStatus,
  ConnectEvent,
  NewTransfer,
  PayoutRails,
  SandboxOnboarding,
  TransferAttempt,
  TransferOutcome,
} from '../../application/ports/payout-rails';
import { SANDBOX_FAILING_ACCOUNT, SANDBOX_FAILURE_REASON } from '../../application/ports/payout-rails';
import type { SandboxPayouts } from '../../application/ports/sandbox-payouts';
import { invalidWebhookSignature } from '../../domain/billing.errors';
import { sandboxId } from './sandbox-store';

/** What the sandbox still needs before it may send money: the test form's three answers. */
const ONBOARDING_FIELDS = ['individual.name', 'country', 'external_account'];

/** Where the test onboarding form opens (the Payouts tab); no account id in it: the form is always the member's own. */
export const SANDBOX_ONBOARDING_PATH = '/dashboard?tab=payouts&testOnboarding=1';

interface AccountRow {
  id: string;
  account_number: string | null;
}
interface TransferRow {
  id: string;
  account_id: string;
  amount_cents: number;
  status: 'paid' | 'failed';
  failure_reason: string | null;
}

/**
 * The in-process connected accounts and transfers (D21): an account is enabled once the test onboarding form is
 * sent; a transfer settles at once, paid, or failed when the account's number is SANDBOX_FAILING_ACCOUNT. Each
 * idempotency key makes one transfer (a unique key, `ON CONFLICT DO NOTHING`), as Stripe's does.
 */
export class SandboxPayoutRails implements PayoutRails, SandboxPayouts {
  readonly name = 'sandbox' as const;

  constructor(private readonly em: EntityManager) {}

  async createAccount(): Promise<string> {
    const id = sandboxId('acct');
    await this.em.execute('INSERT INTO billing_sandbox_payout_accounts (id) VALUES (?)', [id]);
    return id;
  }

  onboardingLink(): Promise<string> {
    return Promise.resolve(SANDBOX_ONBOARDING_PATH);
  }

  async getAccount(accountId: string): Promise<ConnectedAccountStatus | null> {
    const [row] = await this.em.execute<AccountRow[]>(
      'SELECT id, account_number FROM billing_sandbox_payout_accounts WHERE id = ?',
      [accountId],
    );
    if (!row) return null;
    const done = row.account_number !== null;
    return {
      accountId: row.id,
      payoutsEnabled: done,
      chargesEnabled: done,
      currentlyDue: done ? [] : ONBOARDING_FIELDS,
      detailsSubmitted: done,
    };
  }

  async completeOnboarding(accountId: string, form: SandboxOnboarding): Promise<boolean> {
    const changed = await this.em.execute(
      `UPDATE billing_sandbox_payout_accounts SET holder_name = ?, country = ?, account_number = ?, onboarded_at = now()
       WHERE id = ? RETURNING id`,
      [form.name, form.country, form.accountNumber, accountId],
    );
    return changed.length > 0;
  }

  async createTransfer(transfer: NewTransfer): Promise<TransferOutcome> {
    const [account] = await this.em.execute<AccountRow[]>(
      'SELECT id, account_number FROM billing_sandbox_payout_accounts WHERE id = ?',
      [transfer.accountId],
    );
    const fails = !account?.account_number || account.account_number === SANDBOX_FAILING_ACCOUNT;
    await this.em.execute(
      `INSERT INTO billing_sandbox_transfers (id, idempotency_key, account_id, amount_cents, status, failure_reason)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        sandboxId('tr'),
        transfer.idempotencyKey,
        transfer.accountId,
        transfer.amountCents,
        fails ? 'failed' : 'paid',
        fails ? SANDBOX_FAILURE_REASON : null,
      ],
    );
    // The first transfer of this key, whoever made it: a retried call pays once.
    return (await this.findTransfer(transfer))!;
  }

  /** The sandbox never forgets a key, so the attempt's key finds its transfer. */
  async findTransfer({ idempotencyKey }: TransferAttempt): Promise<TransferOutcome | null> {
    const [row] = await this.em.execute<TransferRow[]>(`${SELECT_TRANSFER} WHERE idempotency_key = ?`, [
      idempotencyKey,
    ]);
    return row ? toOutcome(row) : null;
  }

  async getTransfer(transferId: string): Promise<TransferOutcome | null> {
    const [row] = await this.em.execute<TransferRow[]>(`${SELECT_TRANSFER} WHERE id = ?`, [transferId]);
    return row ? toOutcome(row) : null;
  }

  /** The sandbox settles transfers at once and sends no events, so nothing that claims to come from it is genuine. */
  parseConnectEvent(): ConnectEvent {
    throw invalidWebhookSignature();
  }
}

const SELECT_TRANSFER = 'SELECT id, account_id, amount_cents, status, failure_reason FROM billing_sandbox_transfers';

// The sandbox sends no events, so nothing needs the payout written on its transfers.
const toOutcome = (row: TransferRow): TransferOutcome => ({
  transferId: row.id,
  accountId: row.account_id,
  amountCents: Number(row.amount_cents),
  status: row.status,
  failureReason: row.failure_reason,
  payoutId: null,
  attempt: null,
});
