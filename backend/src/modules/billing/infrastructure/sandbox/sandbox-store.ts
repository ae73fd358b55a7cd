import { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { ProviderStatus, SubscriptionSnapshot } from '../../domain/subscription';
import { FRESH_READ } from '../../../../platform/database/fresh-read';
import { SandboxCustomerSchema } from './sandbox-customer.schema';
import { SandboxIntentSchema, type SandboxIntent } from './sandbox-intent.schema';
import { SandboxSubscriptionSchema, type SandboxSubscription } from './sandbox-subscription.schema';

export type NewSandboxSubscription = Omit<SandboxSubscription, 'id' | 'createdAt' | 'paymentMethod'>;
export type NewSandboxIntent = Pick<SandboxIntent, 'kind' | 'customerId' | 'subscriptionId' | 'amountCents'> &
  Partial<Pick<SandboxIntent, 'status' | 'paymentMethod' | 'tier' | 'periodStart' | 'periodEnd' | 'createdAt'>>;
type SettableColumn = 'priceCents' | 'status' | 'trialEnd' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'paymentMethod';
/** What `updateSubscription` sets; a column left out keeps its value (the sandbox never clears one). */
export type SandboxSubscriptionChanges = { [K in SettableColumn]?: NonNullable<SandboxSubscription[K]> };

export const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export function toSnapshot(subscription: SandboxSubscription): SubscriptionSnapshot {
  return {
    id: subscription.id,
    customerId: subscription.customerId,
    status: subscription.status,
    priceCents: subscription.priceCents,
    currency: 'usd',
    trialEnd: subscription.trialEnd,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    // The sandbox names its payment methods after the test card (`pm_sbx_4242_...`, its `confirm`).
    cardLast4: /^pm_sbx_(\d{4})_/.exec(subscription.paymentMethod ?? '')?.[1] ?? null,
  };
}

/** The sandbox's tables (customers, subscriptions, intents), through the caller's unit of work if any. */
export class SandboxStore {
  constructor(private readonly em: EntityManager) {}

  async insertCustomer(email: string, name: string): Promise<string> {
    return this.em.insert(SandboxCustomerSchema, { id: sandboxId('cus'), email, name });
  }

  async insertSubscription(subscription: NewSandboxSubscription): Promise<string> {
    return this.em.insert(SandboxSubscriptionSchema, { ...subscription, id: sandboxId('sub'), paymentMethod: null });
  }

  async insertIntent(intent: NewSandboxIntent): Promise<Omit<SandboxIntent, 'createdAt'>> {
    const id = sandboxId(intent.kind === 'setup' ? 'seti' : 'pi');
    const row = {
      ...intent,
      id,
      clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
      status: intent.status ?? 'requires_payment_method',
      paymentMethod: intent.paymentMethod ?? null,
      lastError: null,
      tier: intent.tier ?? null,
      periodStart: intent.periodStart ?? null,
      periodEnd: intent.periodEnd ?? null,
      refundedCents: 0,
      refundedAt: null,
    };
    await this.em.insert(SandboxIntentSchema, row);
    return row;
  }

  subscription(id: string): Promise<SandboxSubscription | null> {
    return this.em.findOne(SandboxSubscriptionSchema, { id }, FRESH_READ);
  }

  intent(where: 'id' | 'clientSecret', value: string): Promise<SandboxIntent | null> {
    return this.em.findOne(SandboxIntentSchema, where === 'id' ? { id: value } : { clientSecret: value }, FRESH_READ);
  }

  /**
   * Sets the given columns and answers the row; with `whenStatus`, only while the status is still that one
   * (compare-and-set). Raw SQL: the ORM cannot return the row of a conditional update. One fixed
   * statement: a null parameter keeps the column (and, for the status condition, matches any status).
   */
  async updateSubscription(
    id: string,
    changes: SandboxSubscriptionChanges,
    whenStatus?: ProviderStatus,
  ): Promise<SandboxSubscription | null> {
    const [updated] = await this.em.execute(
      `UPDATE billing_sandbox_subscriptions SET price_cents = coalesce(?, price_cents), status = coalesce(?, status),
         trial_end = coalesce(?, trial_end), current_period_end = coalesce(?, current_period_end),
         cancel_at_period_end = coalesce(?, cancel_at_period_end), payment_method = coalesce(?, payment_method)
       WHERE id = ? AND status = coalesce(?, status) RETURNING *`,
      [
        changes.priceCents ?? null,
        changes.status ?? null,
        changes.trialEnd ?? null,
        changes.currentPeriodEnd ?? null,
        changes.cancelAtPeriodEnd ?? null,
        changes.paymentMethod ?? null,
        id,
        whenStatus ?? null,
      ],
    );
    return updated ? this.em.map(SandboxSubscriptionSchema, updated) : null;
  }

  /** Marks a waiting intent succeeded; false when it was not waiting (already used, or canceled). */
  async succeedIntent(id: string, paymentMethod: string): Promise<boolean> {
    const succeeded = await this.em.nativeUpdate(
      SandboxIntentSchema,
      { id, status: 'requires_payment_method' },
      { status: 'succeeded', paymentMethod, lastError: null },
    );
    return succeeded === 1;
  }

  async recordDecline(id: string, message: string): Promise<void> {
    await this.em.nativeUpdate(SandboxIntentSchema, { id }, { lastError: message });
  }

  // --- Billing history (issue 27): the ledger is the subscription's paid payment intents ---

  /** The subscription's charges: its succeeded payment intents, oldest first. */
  charges(subscriptionId: string): Promise<SandboxIntent[]> {
    return this.em.find(
      SandboxIntentSchema,
      { subscriptionId, kind: 'payment', status: 'succeeded' },
      { ...FRESH_READ, orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }

  /** Refunds part or all of a charge (what is left of it at most); false when there is no such charge. */
  async refund(id: string, amountCents: number, at: Date): Promise<boolean> {
    const [row] = await this.em.execute(
      `UPDATE billing_sandbox_intents SET refunded_cents = least(amount_cents, refunded_cents + ?), refunded_at = ?
       WHERE id = ? AND kind = 'payment' AND status = 'succeeded' RETURNING id`,
      [amountCents, at, id],
    );
    return Boolean(row);
  }
}
