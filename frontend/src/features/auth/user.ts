export type SubscriptionStatus = 'active' | 'inactive' | 'canceled' | 'incomplete';
export type SubscriptionTier = 'free_trial' | 'writer' | 'professional' | 'editorial_partner' | 'admin';

/** The signed-in person, as GET /api/user and POST /api/login return it. */
export interface User {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  createdAt: string;
  isActive: boolean;
  isAdmin: boolean;
  stripeSubscriptionId: string | null;
  subscriptionStatus: SubscriptionStatus;
  subscriptionTier: SubscriptionTier | null;
}

export interface Credentials {
  email: string;
  password: string;
}

/** Spec section 4: a subscription counts only with an id and status active. */
export function hasActiveSubscription(user: Pick<User, 'stripeSubscriptionId' | 'subscriptionStatus'>): boolean {
  return Boolean(user.stripeSubscriptionId) && user.subscriptionStatus === 'active';
}
