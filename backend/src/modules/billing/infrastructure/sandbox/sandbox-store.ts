import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { IntentKind, ProviderStatus, SubscriptionSnapshot } from '../../domain/subscription';
import { toDate } from '../mikro-orm-subscription.repository';

export interface SandboxSubscriptionRow {
  id: string;
  customer_id: string;
  price_cents: number;
  status: ProviderStatus;
  trial_end: Date | null;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  payment_method: string | null;
  created_at: Date;
}

export interface SandboxIntentRow {
  id: string;
  client_secret: string;
  kind: IntentKind;
  customer_id: string;
  subscription_id: string | null;
  amount_cents: number;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  payment_method: string | null;
}

const withDates = (row: SandboxSubscriptionRow): SandboxSubscriptionRow => ({
  ...row,
  trial_end: toDate(row.trial_end),
  current_period_end: toDate(row.current_period_end)!,
  created_at: toDate(row.created_at)!,
});

export const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export function toSnapshot(row: SandboxSubscriptionRow): SubscriptionSnapshot {
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    priceCents: row.price_cents,
    currency: 'usd',
    trialEnd: row.trial_end,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

/** The sandbox's tables (customers, subscriptions, intents), through the caller's transaction if any. */
export class SandboxStore {
  constructor(private readonly em: EntityManager) {}

  async insertCustomer(email: string, name: string): Promise<string> {
    const id = sandboxId('cus');
    await this.em.execute('INSERT INTO billing_sandbox_customers (id, email, name) VALUES (?, ?, ?)', [
      id,
      email,
      name,
    ]);
    return id;
  }

  async insertSubscription(row: Omit<SandboxSubscriptionRow, 'id' | 'created_at' | 'payment_method'>) {
    const id = sandboxId('sub');
    await this.em.execute(
      `INSERT INTO billing_sandbox_subscriptions (id, customer_id, price_cents, status, trial_end, current_period_end,
         cancel_at_period_end) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        row.customer_id,
        row.price_cents,
        row.status,
        row.trial_end,
        row.current_period_end,
        row.cancel_at_period_end,
      ],
    );
    return id;
  }

  async insertIntent(
    intent: Pick<SandboxIntentRow, 'kind' | 'customer_id' | 'subscription_id' | 'amount_cents'> &
      Partial<Pick<SandboxIntentRow, 'status' | 'payment_method'>>,
  ): Promise<SandboxIntentRow> {
    const id = sandboxId(intent.kind === 'setup' ? 'seti' : 'pi');
    const rows = await this.em.execute<SandboxIntentRow[]>(
      `INSERT INTO billing_sandbox_intents (id, client_secret, kind, customer_id, subscription_id, amount_cents, status,
         payment_method) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      [
        id,
        `${id}_secret_${randomBytes(16).toString('hex')}`,
        intent.kind,
        intent.customer_id,
        intent.subscription_id,
        intent.amount_cents,
        intent.status ?? 'requires_payment_method',
        intent.payment_method ?? null,
      ],
    );
    return rows[0];
  }

  async subscription(id: string): Promise<SandboxSubscriptionRow | null> {
    const rows = await this.em.execute<SandboxSubscriptionRow[]>(
      'SELECT * FROM billing_sandbox_subscriptions WHERE id = ?',
      [id],
    );
    return rows[0] ? withDates(rows[0]) : null;
  }

  async intent(where: 'id' | 'client_secret', value: string): Promise<SandboxIntentRow | null> {
    const rows = await this.em.execute<SandboxIntentRow[]>(
      `SELECT * FROM billing_sandbox_intents WHERE ${where === 'id' ? 'id' : 'client_secret'} = ?`,
      [value],
    );
    return rows[0] ?? null;
  }

  /** Sets the given columns; with `whenStatus`, only while the status is still that one (compare-and-set). */
  async updateSubscription(
    id: string,
    changes: Partial<Omit<SandboxSubscriptionRow, 'id'>>,
    whenStatus?: ProviderStatus,
  ): Promise<SandboxSubscriptionRow | null> {
    const columns = Object.keys(changes);
    const rows = await this.em.execute<SandboxSubscriptionRow[]>(
      `UPDATE billing_sandbox_subscriptions SET ${columns.map((c) => `${c} = ?`).join(', ')}
       WHERE id = ? ${whenStatus ? 'AND status = ?' : ''} RETURNING *`,
      [...Object.values(changes), id, ...(whenStatus ? [whenStatus] : [])],
    );
    return rows[0] ? withDates(rows[0]) : null;
  }

  /** Marks a waiting intent succeeded; false when it was not waiting (already used, or canceled). */
  async succeedIntent(id: string, paymentMethod: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `UPDATE billing_sandbox_intents SET status = 'succeeded', payment_method = ?, last_error = NULL
       WHERE id = ? AND status = 'requires_payment_method' RETURNING id`,
      [paymentMethod, id],
    );
    return rows.length === 1;
  }

  async recordDecline(id: string, message: string): Promise<void> {
    await this.em.execute('UPDATE billing_sandbox_intents SET last_error = ? WHERE id = ?', [message, id]);
  }
}
