import { EntitySchema } from '@mikro-orm/core';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS, type User } from '../domain/user';

export const UserSchema = new EntitySchema<User>({
  name: 'User',
  tableName: 'users',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    firstName: { type: 'string', length: 100 },
    lastName: { type: 'string', length: 100 },
    email: { type: 'string', length: 254, unique: 'users_email_unique' },
    username: { type: 'string', length: 20 },
    passwordHash: { type: 'string', length: 255, lazy: false },
    createdAt: { type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() },
    isActive: { type: 'boolean', default: true },
    isAdmin: { type: 'boolean', default: false },
    stripeSubscriptionId: { type: 'string', length: 255, nullable: true },
    subscriptionStatus: { enum: true, items: () => [...SUBSCRIPTION_STATUSES], default: 'inactive' },
    subscriptionTier: { enum: true, items: () => [...SUBSCRIPTION_TIERS], nullable: true },
    emailConfirmedAt: { type: 'datetime', nullable: true },
  },
});
