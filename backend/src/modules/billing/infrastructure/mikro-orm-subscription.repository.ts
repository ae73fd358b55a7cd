import { LockMode, raw } from '@mikro-orm/core';
import { EntityManager, type EntityData } from '@mikro-orm/postgresql';
import { translateUniqueViolation, type UniqueConflicts } from '../../../platform/database/unique-violation';
import { Injectable } from '@nestjs/common';
import type { NewBillingSubscription, SubscriptionRepository } from '../application/ports/subscription.repository';
import {
  TERMINAL_STATUSES,
  type BillingIntent,
  type BillingSubscription,
  type ProviderName,
  type SubscriptionSnapshot,
} from '../domain/subscription';
import { alreadySubscribed } from '../domain/billing.errors';
import type { MembershipTier } from '../domain/tiers';
import { BillingIntentSchema } from './billing-intent.schema';
import { BillingSubscriptionSchema } from './billing-subscription.schema';
import { BillingWebhookEventSchema } from './billing-webhook-event.schema';
import { FRESH_READ } from '../../../platform/database/fresh-read';

/** The provider's state, as the columns that store it. */
const snapshotChanges = (s: SubscriptionSnapshot, observedAt: Date): EntityData<BillingSubscription> => ({
  providerStatus: s.status,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  currentPeriodEnd: s.currentPeriodEnd,
  trialEnd: s.trialEnd,
  syncedAt: observedAt,
});

/**
 * Subscription links and handled webhook events, through the EntityManager (which joins the caller's unit
 * of work). Every write is one conditional statement, so concurrent requests and webhooks settle in the
 * database.
 */
/** Migration20261122003000_billing's unique index on live subscriptions: a member has at most one. */
const SUBSCRIPTION_CONFLICTS: UniqueConflicts = {
  billing_subscriptions_one_live_per_user: alreadySubscribed,
};

@Injectable()
export class MikroOrmSubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(s: NewBillingSubscription): Promise<BillingSubscription> {
    const row: Omit<BillingSubscription, 'id'> = {
      ...s,
      userId: null,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      trialEnd: null,
      pendingTier: null,
      pendingIntentId: null,
      createdAt: new Date(),
      syncedAt: null,
    };
    return this.em.transactional(async (em) => {
      const id = await em.insert<BillingSubscription>(BillingSubscriptionSchema, row);
      await em.insert<BillingIntent>(BillingIntentSchema, {
        intentId: s.intentId,
        subscriptionId: s.subscriptionId,
        kind: s.intentKind,
        purpose: s.requestedByUserId === null ? 'join' : 'resubscribe',
        tier: s.tier,
        createdAt: row.createdAt,
      });
      return { id, ...row };
    });
  }

  findIntent(intentId: string): Promise<BillingIntent | null> {
    return this.em.findOne(BillingIntentSchema, { intentId }, FRESH_READ);
  }

  findBySubscriptionId(subscriptionId: string): Promise<BillingSubscription | null> {
    return this.em.findOne(BillingSubscriptionSchema, { subscriptionId }, FRESH_READ);
  }

  lockBySubscriptionId(subscriptionId: string): Promise<BillingSubscription | null> {
    return this.em.findOne(
      BillingSubscriptionSchema,
      { subscriptionId },
      { ...FRESH_READ, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
  }

  /** Every accept checks the member's subscription (D2 step 6): a fixed statement, mapped by the schema. */
  async findLatestForUser(userId: number): Promise<BillingSubscription | null> {
    const [latest] = await this.em.execute(
      'SELECT * FROM billing_subscriptions WHERE user_id = ? ORDER BY id DESC LIMIT 1',
      [userId],
    );
    return latest ? this.em.map(BillingSubscriptionSchema, latest) : null;
  }

  listForUser(userId: number): Promise<BillingSubscription[]> {
    return this.em.find(BillingSubscriptionSchema, { userId }, { ...FRESH_READ, orderBy: { id: 'desc' } });
  }

  async findLatestForUsers(userIds: readonly number[]): Promise<BillingSubscription[]> {
    if (!userIds.length) return [];
    const rows = await this.em.execute(
      `SELECT DISTINCT ON (user_id) * FROM billing_subscriptions WHERE user_id IN (${userIds.map(() => '?').join(', ')})
       ORDER BY user_id, id DESC`,
      [...userIds],
    );
    return rows.map((row) => this.em.map(BillingSubscriptionSchema, row));
  }

  async hasAnyForUser(userId: number): Promise<boolean> {
    const where = { $or: [{ userId }, { requestedByUserId: userId }] };
    return (await this.em.count(BillingSubscriptionSchema, where)) > 0;
  }

  async claim(subscriptionId: string, userId: number, snapshot: SubscriptionSnapshot, observedAt: Date) {
    try {
      const claimed = await this.em.nativeUpdate(
        BillingSubscriptionSchema,
        { subscriptionId, userId: null },
        { userId, ...snapshotChanges(snapshot, observedAt) },
      );
      return claimed === 1;
    } catch (error) {
      throw translateUniqueViolation(error, SUBSCRIPTION_CONFLICTS);
    }
  }

  /** Raw SQL: the ORM cannot return the row of a conditional update. */
  async applySnapshot(snapshot: SubscriptionSnapshot, observedAt: Date): Promise<BillingSubscription | null> {
    const [stored] = await this.em.execute(
      `UPDATE billing_subscriptions
       SET provider_status = ?, cancel_at_period_end = ?, current_period_end = ?, trial_end = ?, synced_at = ?
       WHERE subscription_id = ? AND (synced_at IS NULL OR synced_at <= ?) RETURNING *`,
      [
        snapshot.status,
        snapshot.cancelAtPeriodEnd,
        snapshot.currentPeriodEnd,
        snapshot.trialEnd,
        observedAt,
        snapshot.id,
        observedAt,
      ],
    );
    return stored ? this.em.map(BillingSubscriptionSchema, stored) : null;
  }

  async setPendingChange(subscriptionId: string, tier: MembershipTier, intentId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const intent: BillingIntent = {
        intentId,
        subscriptionId,
        kind: 'setup',
        purpose: 'change',
        tier,
        createdAt: new Date(),
      };
      await em.insert<BillingIntent>(BillingIntentSchema, intent);
      await em.nativeUpdate(
        BillingSubscriptionSchema,
        { subscriptionId },
        { pendingTier: tier, pendingIntentId: intentId },
      );
    });
  }

  async completeChange(subscriptionId: string, intentId: string, snapshot: SubscriptionSnapshot, observedAt: Date) {
    const completed = await this.em.nativeUpdate(
      BillingSubscriptionSchema,
      { subscriptionId, pendingIntentId: intentId },
      {
        // The tier stored with this pending change, in the same statement that clears it.
        tier: raw<BillingSubscription, MembershipTier>('pending_tier'),
        pendingTier: null,
        pendingIntentId: null,
        ...snapshotChanges(snapshot, observedAt),
      },
    );
    return completed === 1;
  }

  listForReconcile(provider: ProviderName, afterId: number, limit: number): Promise<BillingSubscription[]> {
    return this.em.find(
      BillingSubscriptionSchema,
      { provider, id: { $gt: afterId }, providerStatus: { $nin: [...TERMINAL_STATUSES] } },
      { ...FRESH_READ, orderBy: { id: 'asc' }, limit },
    );
  }

  async hasEvent(eventId: string): Promise<boolean> {
    return (await this.em.count(BillingWebhookEventSchema, { eventId })) > 0;
  }

  async recordEvent(eventId: string, type: string, createdAt: Date): Promise<boolean> {
    const inserted = await this.em
      .createQueryBuilder(BillingWebhookEventSchema)
      .insert({ eventId, type, createdAt })
      .onConflict('eventId')
      .ignore()
      .execute('run');
    return inserted.affectedRows === 1;
  }
}
