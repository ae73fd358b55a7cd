import type { SubscriptionTier, UserView } from '../../identity/domain/user';

/** What a member's tier gives them (D20), read from the account's subscription as billing keeps it. */
export type PerkHolder = Pick<UserView, 'isAdmin' | 'subscriptionStatus' | 'subscriptionTier'>;

/**
 * Tiers whose members have no daily limit on the writing checks and whose submissions come first in the editors'
 * review queue (D20). The read side orders the queue by this same list.
 */
export const PRIORITY_TIERS: readonly SubscriptionTier[] = ['professional', 'editorial_partner'];

/**
 * The tier whose perks the member has now: the account's tier while its subscription is active, a subscription
 * an editor granted by hand (D10) as much as a paid one; null without an active subscription. Admins have every
 * perk.
 */
export function perkTier(user: PerkHolder): SubscriptionTier | null {
  if (user.isAdmin) return 'admin';
  return user.subscriptionStatus === 'active' ? user.subscriptionTier : null;
}

/** Professional, Editorial Partner and admins check without a daily limit; Writer and the free trial have one. */
export const hasUnlimitedChecks = (user: PerkHolder): boolean => {
  const tier = perkTier(user);
  return tier === 'admin' || (tier !== null && PRIORITY_TIERS.includes(tier));
};

/** "First look": premium assignments are open to Editorial Partners (and admins) before everyone else. */
export const hasFirstLook = (user: PerkHolder): boolean => {
  const tier = perkTier(user);
  return tier === 'admin' || tier === 'editorial_partner';
};
