import type { ApplicationStatus } from '../applications/applicationsApi';
import { hasActiveSubscription, type User } from '../auth/user';
import type { TierOffer } from '../billing/billingApi';

/** The highest tier a member can hold: nothing to upgrade to from it. */
const TOP_TIER = 'editorial_partner';

export interface PlanOffers {
  /** D9 and spec section 6: only to an approved member with no active subscription. */
  subscribeNow: boolean;
  /** D9: to every member below the top tier (a member without a live subscription is below every tier). */
  upgradePlan: boolean;
}

export function planOffers(user: User, applicationStatus: ApplicationStatus | null | undefined): PlanOffers {
  const subscribed = hasActiveSubscription(user);
  return {
    subscribeNow: applicationStatus === 'approved' && !subscribed,
    upgradePlan: !subscribed || user.membership.tier !== TOP_TIER,
  };
}

/** The link that fixes a refused accept (D2 step 6): what the member's state says is missing. */
export function eligibilityFix(
  user: User,
  applicationStatus: ApplicationStatus | null | undefined,
): { label: string; to: string } | null {
  if (!applicationStatus) return { label: 'Apply Now', to: '/apply' };
  if (applicationStatus === 'quiz_required') return { label: 'Take Quiz', to: '/quiz' };
  if (applicationStatus !== 'approved') return null; // pending review or rejected: nothing the member can click
  return planOffers(user, applicationStatus).subscribeNow
    ? { label: 'Subscribe Now', to: '/register' }
    : { label: 'Upgrade Plan', to: '/register' };
}

export interface NextStep {
  /** The step's button, the Overview's primary action; none while the member can only wait (review, a rejection). */
  action: { label: string; to: string } | null;
  /** Why the member cannot take work yet; none once they can. */
  why: string | null;
}

const FIND_ASSIGNMENTS = { label: 'Find Assignments', to: '/dashboard?tab=assignments' };

/** Why accepting is not open yet, by application status (D2 step 6), in the member's words. */
const NOT_YET: Record<ApplicationStatus | 'none', string> = {
  none: 'Apply to join the collective to start taking paid assignments.',
  quiz_required: 'Take the writing assessment to start taking paid assignments.',
  pending: 'Your application is under review. You can take assignments once an editor approves it.',
  rejected: 'Your application was not approved, so assignments are not open to you.',
  approved: 'Subscribe to a plan to start taking paid assignments.',
};

/**
 * The member's next step on the dashboard, following the application (D2): apply, take the quiz, wait for the
 * review, subscribe, or find assignments once accepting is open (an approved application and a live
 * subscription). The links are the ones a refused accept offers (eligibilityFix); the Assignments tab closes
 * Accept with this reason and link (AcceptButton).
 */
export function nextStep(user: User, applicationStatus: ApplicationStatus | null | undefined): NextStep {
  if (applicationStatus === 'approved' && hasActiveSubscription(user)) return { action: FIND_ASSIGNMENTS, why: null };
  return { action: eligibilityFix(user, applicationStatus), why: NOT_YET[applicationStatus ?? 'none'] };
}

/**
 * Employment Level (D4): the name of the member's tier while the subscription is active, as the server decides it
 * (D20: a granted one too), otherwise 'Free' (spec section 4: no live subscription shows as Free).
 */
export function employmentLevel(user: User, tiers: readonly TierOffer[] | undefined): string {
  const current = user.membership.tier;
  if (!current) return 'Free';
  const tier = tiers?.find((offer) => offer.id === current);
  return tier?.name ?? humanize(current);
}

const humanize = (id: string) => id.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
