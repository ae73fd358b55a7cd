import type { TierId, TierOffer } from '../../billing/billingApi';

/** What the membership step knows of a signed-in member (D2 step 3). */
export interface MemberPlan {
  /** The tier of the member's live subscription; null without one (Subscribe Now). */
  currentTier: TierId | null;
  /** The member had a subscription that ended: choosing a tier resumes the membership. */
  hadPlan: boolean;
}

export interface TierAction {
  /** The button's text; `label` is its accessible name, which names the tier. */
  text: string;
  label: string;
  /** The obvious next step (the tier just above the member's), drawn as the primary button. */
  primary: boolean;
}

export interface MembershipWording {
  title: string;
  lead: string | null;
  actionFor(tier: TierOffer): TierAction;
}

const VISITOR_TITLE = 'Join as a Member to Start Writing - Select Your Preferred Tier';

const choose = (tier: TierOffer): TierAction => ({
  text: tier.trialMonths > 0 ? 'Start Free Trial' : 'Choose Plan',
  label: `Choose ${tier.name}`,
  primary: false,
});

/**
 * The step's title, lead and buttons for whoever opened it (issue 18): the spec's title for a visitor; for a
 * member on a plan, that plan marked and the others offered as an upgrade (tiers are listed by price) or a
 * switch; for a member without one, a choice that starts (or resumes) their membership.
 */
export function membershipWording(tiers: TierOffer[], member: MemberPlan | null): MembershipWording {
  if (!member) return { title: VISITOR_TITLE, lead: null, actionFor: choose };
  const currentIndex = tiers.findIndex((tier) => tier.id === member.currentTier);
  const current = tiers[currentIndex];
  if (!current) {
    return member.hadPlan
      ? {
          title: 'Resume Your Membership - Select Your Preferred Tier',
          lead: 'Your previous membership has ended. Choose a tier to take on paid assignments again.',
          actionFor: choose,
        }
      : {
          title: 'Choose Your Membership - Select Your Preferred Tier',
          lead: 'Choose a tier to take on paid assignments once your application is approved.',
          actionFor: choose,
        };
  }
  return {
    title: 'Change Your Membership - Upgrade or Switch Your Tier',
    lead:
      current.trialMonths > 0
        ? `You are on the ${current.name}. Choosing a paid tier ends the trial and charges that tier's price at once, on the card you confirm.`
        : `You are on the ${current.name} plan at $${current.price}/month. A change applies to your current subscription once you confirm your card; an upgrade is charged at once.`,
    actionFor: (tier) => {
      const index = tiers.indexOf(tier);
      if (index === currentIndex)
        return { text: 'Current Plan', label: `${tier.name}, your current plan`, primary: false };
      const verb = index > currentIndex ? 'Upgrade' : 'Switch';
      return { text: verb, label: `${verb} to ${tier.name}`, primary: index === currentIndex + 1 };
    },
  };
}

/** The plan's price as the payment step states it, with the trial's terms. */
export function monthlyPrice(tier: TierOffer): string {
  return tier.trialMonths > 0
    ? `$${tier.price}/month for ${tier.trialMonths} month, then $${tier.thenPrice}/month`
    : `$${tier.price}/month`;
}
