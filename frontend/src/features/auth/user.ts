import type { ApiSchema } from '../../api/contract';

/** The signed-in person, as GET /api/user and POST /api/login return it. */
export type User = ApiSchema<'UserView'>;

export type Credentials = ApiSchema<'LoginDto'>;

/** Spec section 4: a subscription counts only with an id and status active. */
export function hasActiveSubscription(user: Pick<User, 'stripeSubscriptionId' | 'subscriptionStatus'>): boolean {
  return Boolean(user.stripeSubscriptionId) && user.subscriptionStatus === 'active';
}
