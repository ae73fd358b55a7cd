import type { SubscriptionTier, UserView } from '../../identity/domain/user';

/** What a member's tier gives them (D20), read from the account's subscription as billing keeps it. */
export type PerkHolder = Pick<UserView, 'isAdmin' | 'membership'>;

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
  // Identity's membership rule (D20), the one the gate and the interface read.
  return user.membership.active ? user.membership.tier : null;
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

/**
 * The figures the perks are kept to (D20), from the settings the tools and assignments modules enforce:
 * `TOOL_CHECKS_PER_DAY` and `PREMIUM_EARLY_ACCESS_HOURS`. The tier cards state them, so they read the same values.
 */
export interface PerkFigures {
  checksPerDay: number;
  firstLookHours: number;
}

/** What a tier gets beyond the base membership (D20): the comparison table's rows, decided here once. */
export interface TierPerks {
  /** Grammar and originality checks a day; null: no daily limit. */
  checksPerDay: number | null;
  /** Submissions first in the editors' review queue. */
  priorityFeedback: boolean;
  /** Hours a premium assignment is open to the tier before everyone else; null: no first look. */
  firstLookHours: number | null;
  /** One-to-one sessions with a senior editor. */
  oneToOneSessions: boolean;
}

/** A tier's perks; `tier` is a MembershipTier (tiers.ts imports this file, so it is not imported back). */
export function perksOf(tier: string, figures: PerkFigures): TierPerks {
  const professional = tier === 'professional' || tier === 'editorial_partner';
  const partner = tier === 'editorial_partner';
  return {
    // The free trial has the Writer perks (D20).
    checksPerDay: professional ? null : figures.checksPerDay,
    priorityFeedback: professional,
    firstLookHours: partner ? figures.firstLookHours : null,
    oneToOneSessions: partner,
  };
}

/** The perks as a tier card lists them, in the cards' words. */
export function perkLines(perks: TierPerks): string[] {
  return [
    perks.checksPerDay === null
      ? 'Unlimited grammar and originality checks'
      : `Grammar and originality checks, up to ${perks.checksPerDay} a day`,
    ...(perks.priorityFeedback ? ['Priority editorial feedback: your submissions are reviewed first'] : []),
    ...(perks.firstLookHours === null
      ? []
      : [`First look at premium assignments, ${perks.firstLookHours} hours before everyone else`]),
    ...(perks.oneToOneSessions ? ['One-to-one sessions with a senior editor'] : []),
  ];
}
