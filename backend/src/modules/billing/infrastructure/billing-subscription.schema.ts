import { EntitySchema } from '@mikro-orm/core';
import { PROVIDER_STATUSES, type BillingSubscription } from '../domain/subscription';
import { MEMBERSHIP_TIERS } from '../domain/tiers';

/** The `billing_subscriptions` table (Migration20261122003000_billing). */
export const BillingSubscriptionSchema = new EntitySchema<BillingSubscription>({
  name: 'BillingSubscription',
  tableName: 'billing_subscriptions',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    provider: { enum: true, items: () => ['stripe', 'sandbox'] },
    subscriptionId: { type: 'string', length: 255, unique: 'billing_subscriptions_subscription_unique' },
    customerId: { type: 'string', length: 255 },
    tier: { enum: true, items: () => [...MEMBERSHIP_TIERS] },
    email: { type: 'string', length: 254 },
    intentKind: { enum: true, items: () => ['setup', 'payment'] },
    intentId: { type: 'string', length: 255 },
    requestedByUserId: { type: 'integer', nullable: true },
    userId: { type: 'integer', nullable: true },
    providerStatus: { enum: true, items: () => [...PROVIDER_STATUSES] },
    cancelAtPeriodEnd: { type: 'boolean', default: false },
    currentPeriodEnd: { type: 'datetime', nullable: true },
    trialEnd: { type: 'datetime', nullable: true },
    pendingTier: { enum: true, items: () => [...MEMBERSHIP_TIERS], nullable: true },
    pendingIntentId: { type: 'string', length: 255, nullable: true },
    createdAt: { type: 'datetime' },
    syncedAt: { type: 'datetime', nullable: true },
  },
});
