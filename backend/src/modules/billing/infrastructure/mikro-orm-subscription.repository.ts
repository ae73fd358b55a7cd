import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import type { NewBillingSubscription, SubscriptionRepository } from '../application/ports/subscription.repository';
import type { BillingSubscription, SubscriptionSnapshot } from '../domain/subscription';
import type { MembershipTier } from '../domain/tiers';

type Row = Record<string, unknown>;

const COLUMNS = `id, provider, subscription_id, customer_id, tier, email, intent_kind, intent_id,
  requested_by_user_id, user_id, provider_status, cancel_at_period_end, current_period_end, trial_end,
  pending_tier, pending_intent_id, created_at, synced_at`;

/** The provider's state, as columns and values of an UPDATE. */
const SNAPSHOT_SET = 'provider_status = ?, cancel_at_period_end = ?, current_period_end = ?, trial_end = ?';
const snapshotValues = (s: SubscriptionSnapshot) => [s.status, s.cancelAtPeriodEnd, s.currentPeriodEnd, s.trialEnd];

/**
 * SQL through `em.execute`, which joins the caller's transaction when there is one. Every write is one
 * conditional statement, so concurrent requests and webhooks settle in the database.
 */
@Injectable()
export class MikroOrmSubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(s: NewBillingSubscription): Promise<BillingSubscription> {
    const rows = await this.em.execute<Row[]>(
      `INSERT INTO billing_subscriptions (provider, subscription_id, customer_id, tier, email, intent_kind, intent_id,
         requested_by_user_id, provider_status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
      [
        s.provider,
        s.subscriptionId,
        s.customerId,
        s.tier,
        s.email,
        s.intentKind,
        s.intentId,
        s.requestedByUserId,
        s.providerStatus,
      ],
    );
    return toSubscription(rows[0]);
  }

  findBySubscriptionId(subscriptionId: string): Promise<BillingSubscription | null> {
    return this.one(`SELECT ${COLUMNS} FROM billing_subscriptions WHERE subscription_id = ?`, [subscriptionId]);
  }

  findLatestForUser(userId: number): Promise<BillingSubscription | null> {
    return this.one(`SELECT ${COLUMNS} FROM billing_subscriptions WHERE user_id = ? ORDER BY id DESC LIMIT 1`, [
      userId,
    ]);
  }

  async hasAnyForUser(userId: number): Promise<boolean> {
    const rows = await this.em.execute<Row[]>(
      'SELECT 1 FROM billing_subscriptions WHERE user_id = ? OR requested_by_user_id = ? LIMIT 1',
      [userId, userId],
    );
    return rows.length > 0;
  }

  async claim(subscriptionId: string, userId: number, snapshot: SubscriptionSnapshot, observedAt: Date) {
    try {
      const rows = await this.em.execute<Row[]>(
        `UPDATE billing_subscriptions SET user_id = ?, ${SNAPSHOT_SET}, synced_at = ?
         WHERE subscription_id = ? AND user_id IS NULL RETURNING id`,
        [userId, ...snapshotValues(snapshot), observedAt, subscriptionId],
      );
      return rows.length === 1;
    } catch (error) {
      // billing_subscriptions_one_live_per_user: the member already has a live subscription.
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('CONFLICT', 'You already have an active subscription.');
      }
      throw error;
    }
  }

  applySnapshot(snapshot: SubscriptionSnapshot, observedAt: Date): Promise<BillingSubscription | null> {
    return this.one(
      `UPDATE billing_subscriptions SET ${SNAPSHOT_SET}, synced_at = ?
       WHERE subscription_id = ? AND (synced_at IS NULL OR synced_at <= ?) RETURNING ${COLUMNS}`,
      [...snapshotValues(snapshot), observedAt, snapshot.id, observedAt],
    );
  }

  async setPendingChange(subscriptionId: string, tier: MembershipTier, intentId: string): Promise<void> {
    await this.em.execute(
      'UPDATE billing_subscriptions SET pending_tier = ?, pending_intent_id = ? WHERE subscription_id = ?',
      [tier, intentId, subscriptionId],
    );
  }

  async completeChange(subscriptionId: string, intentId: string, snapshot: SubscriptionSnapshot, observedAt: Date) {
    const rows = await this.em.execute<Row[]>(
      `UPDATE billing_subscriptions SET tier = pending_tier, pending_tier = NULL, pending_intent_id = NULL,
         ${SNAPSHOT_SET}, synced_at = ?
       WHERE subscription_id = ? AND pending_intent_id = ? RETURNING id`,
      [...snapshotValues(snapshot), observedAt, subscriptionId, intentId],
    );
    return rows.length === 1;
  }

  async listForReconcile(provider: string, afterId: number, limit: number): Promise<BillingSubscription[]> {
    const rows = await this.em.execute<Row[]>(
      `SELECT ${COLUMNS} FROM billing_subscriptions
       WHERE provider = ? AND id > ? AND provider_status NOT IN ('canceled', 'incomplete_expired')
       ORDER BY id LIMIT ?`,
      [provider, afterId, limit],
    );
    return rows.map(toSubscription);
  }

  async hasEvent(eventId: string): Promise<boolean> {
    const rows = await this.em.execute<Row[]>('SELECT 1 FROM billing_webhook_events WHERE event_id = ?', [eventId]);
    return rows.length > 0;
  }

  async recordEvent(eventId: string, type: string, createdAt: Date): Promise<boolean> {
    const rows = await this.em.execute<Row[]>(
      `INSERT INTO billing_webhook_events (event_id, type, created_at) VALUES (?, ?, ?)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [eventId, type, createdAt],
    );
    return rows.length === 1;
  }

  private async one(sql: string, params: unknown[]): Promise<BillingSubscription | null> {
    const rows = await this.em.execute<Row[]>(sql, params);
    return rows[0] ? toSubscription(rows[0]) : null;
  }
}

function toSubscription(row: Row): BillingSubscription {
  return {
    id: row.id as number,
    provider: row.provider as BillingSubscription['provider'],
    subscriptionId: row.subscription_id as string,
    customerId: row.customer_id as string,
    tier: row.tier as MembershipTier,
    email: row.email as string,
    intentKind: row.intent_kind as BillingSubscription['intentKind'],
    intentId: row.intent_id as string,
    requestedByUserId: (row.requested_by_user_id as number | null) ?? null,
    userId: (row.user_id as number | null) ?? null,
    providerStatus: row.provider_status as BillingSubscription['providerStatus'],
    cancelAtPeriodEnd: row.cancel_at_period_end as boolean,
    currentPeriodEnd: toDate(row.current_period_end),
    trialEnd: toDate(row.trial_end),
    pendingTier: (row.pending_tier as MembershipTier | null) ?? null,
    pendingIntentId: (row.pending_intent_id as string | null) ?? null,
    createdAt: toDate(row.created_at)!,
    syncedAt: toDate(row.synced_at),
  };
}

/** Raw rows carry timestamps as text (MikroORM's driver leaves date parsing to the mapper). */
export const toDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | Date);
