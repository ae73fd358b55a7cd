import type { User } from '../features/auth/user';

export const member: User = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  createdAt: '2026-01-05T10:00:00.000Z',
  isActive: true,
  isAdmin: false,
  stripeSubscriptionId: 'sub_123',
  subscriptionStatus: 'active',
  subscriptionTier: 'writer',
};

export const admin: User = {
  ...member,
  id: 1,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  username: 'grace',
  isAdmin: true,
  subscriptionTier: 'admin',
};
