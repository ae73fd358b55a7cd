import { perkLines, perksOf, type PerkFigures } from './tier-perks';

/** The membership tiers a member can buy (spec sections 3 and 9). Prices live here and nowhere else. */
export const MEMBERSHIP_TIERS = ['free_trial', 'writer', 'professional', 'editorial_partner'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

/** Tiers with a recurring price of their own at the provider; the free trial bills the writer price. */
export type BilledTier = Exclude<MembershipTier, 'free_trial'>;

export interface TierDefinition {
  id: MembershipTier;
  name: string;
  /** What the member pays now, per month, in cents. */
  priceCents: number;
  /** The recurring price billed by the provider (after the trial for free_trial), in cents. */
  billedPriceCents: number;
  billedTier: BilledTier;
  trialMonths: 0 | 1;
  popular: boolean;
  /** What the membership includes before the perks (D20), which `tierFeatures` adds from the settings' figures. */
  features: string[];
  /** Lines after the perks (the trial's terms). */
  closing: string[];
}

export const TIERS: readonly TierDefinition[] = [
  {
    id: 'free_trial',
    name: 'Free Trial',
    priceCents: 0,
    billedPriceCents: 499,
    billedTier: 'writer',
    trialMonths: 1,
    popular: true,
    // The card states the trial's terms under the price: the features list what the month includes.
    features: [
      'Paid assignments once your application is approved',
      'Skills assessment and editorial review',
      'Daily writing prompts and writing tools',
    ],
    closing: ['Cancel any time before the trial ends'],
  },
  {
    id: 'writer',
    name: 'Writer',
    priceCents: 499,
    billedPriceCents: 499,
    billedTier: 'writer',
    trialMonths: 0,
    popular: false,
    features: [
      'Paid assignments once your application is approved',
      'Daily writing prompts and writing tools',
      'Free courses and the resources library',
    ],
    closing: [],
  },
  {
    id: 'professional',
    name: 'Professional',
    priceCents: 4900,
    billedPriceCents: 4900,
    billedTier: 'professional',
    trialMonths: 0,
    popular: false,
    features: ['Everything in Writer'],
    closing: [],
  },
  {
    id: 'editorial_partner',
    name: 'Editorial Partner',
    priceCents: 9900,
    billedPriceCents: 9900,
    billedTier: 'editorial_partner',
    trialMonths: 0,
    popular: false,
    features: ['Everything in Professional'],
    closing: [],
  },
];

export function isMembershipTier(value: unknown): value is MembershipTier {
  return typeof value === 'string' && (MEMBERSHIP_TIERS as readonly string[]).includes(value);
}

export function tierById(id: MembershipTier): TierDefinition {
  const tier = TIERS.find((candidate) => candidate.id === id);
  if (!tier) throw new Error(`Unknown tier ${id}`);
  return tier;
}

/** The paid tier billed at this monthly price (the free trial bills as the writer tier once it ends); null if none. */
export function tierForPrice(priceCents: number | null): MembershipTier | null {
  return TIERS.find((tier) => tier.id !== 'free_trial' && tier.billedPriceCents === priceCents)?.id ?? null;
}

/** Cents as dollars with two decimals, for display (money is never computed in floating point). */
export function formatDollars(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A tier card's list (D20): what the membership includes, the tier's perks with the settings' figures, the terms. */
export function tierFeatures(tier: TierDefinition, figures: PerkFigures): string[] {
  return [...tier.features, ...perkLines(perksOf(tier.id, figures)), ...tier.closing];
}
