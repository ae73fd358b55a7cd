import { addMonths } from './calendar';
import { formatDollars, isMembershipTier, tierById, tierFeatures, TIERS } from './tiers';
import { perksOf } from './tier-perks';

describe('tiers (spec section 9)', () => {
  it('prices each tier in integer cents on the server', () => {
    expect(TIERS.map((tier) => [tier.id, tier.priceCents, tier.billedPriceCents])).toEqual([
      ['free_trial', 0, 499],
      ['writer', 499, 499],
      ['professional', 4900, 4900],
      ['editorial_partner', 9900, 9900],
    ]);
    expect(TIERS.filter((tier) => tier.popular).map((tier) => tier.id)).toEqual(['free_trial']);
    expect(tierById('free_trial')).toMatchObject({ trialMonths: 1, billedTier: 'writer' });
  });

  it('formats cents as dollars without floating point', () => {
    expect([0, 5, 499, 4900, 9900, 123456].map(formatDollars)).toEqual([
      '0.00',
      '0.05',
      '4.99',
      '49.00',
      '99.00',
      '1234.56',
    ]);
  });

  it('lists exactly the perks D20 keeps, with the figures of the settings', () => {
    const figures = { checksPerDay: 20, firstLookHours: 48 };
    const card = (id: Parameters<typeof tierById>[0]) => tierFeatures(tierById(id), figures);
    expect(card('writer')).toContain('Grammar and originality checks, up to 20 a day');
    expect(card('free_trial')).toContain('Grammar and originality checks, up to 20 a day');
    expect(card('free_trial').at(-1)).toBe('Cancel any time before the trial ends');
    expect(card('professional')).toEqual([
      'Everything in Writer',
      'Unlimited grammar and originality checks',
      'Priority editorial feedback: your submissions are reviewed first',
    ]);
    expect(card('editorial_partner')).toEqual([
      'Everything in Professional',
      'Unlimited grammar and originality checks',
      'Priority editorial feedback: your submissions are reviewed first',
      'First look at premium assignments, 48 hours before everyone else',
      'One-to-one sessions with a senior editor',
    ]);
    expect(tierFeatures(tierById('writer'), { checksPerDay: 5, firstLookHours: 24 })).toContain(
      'Grammar and originality checks, up to 5 a day',
    );
    expect(perksOf('writer', figures)).toEqual({
      checksPerDay: 20,
      priorityFeedback: false,
      firstLookHours: null,
      oneToOneSessions: false,
    });
    expect(perksOf('editorial_partner', figures)).toEqual({
      checksPerDay: null,
      priorityFeedback: true,
      firstLookHours: 48,
      oneToOneSessions: true,
    });
    // No card promises what no tier gets (issue 27: "without limits" on every tier, sessions nobody could book).
    for (const tier of TIERS) {
      for (const line of tierFeatures(tier, figures)) expect(line).not.toMatch(/long-form|without limits/i);
    }
  });

  it("lists features, not the price or the trial's terms the tier card already shows (issue 18)", () => {
    for (const tier of TIERS) {
      for (const feature of tierFeatures(tier, { checksPerDay: 20, firstLookHours: 48 }))
        expect(feature).not.toMatch(/\$|per month|\/month|free for/i);
    }
  });

  it('recognises tier ids only', () => {
    expect(isMembershipTier('writer')).toBe(true);
    expect(isMembershipTier('admin')).toBe(false);
    expect(isMembershipTier(3)).toBe(false);
  });
});

describe('addMonths', () => {
  it('adds calendar months in UTC, clamping to the end of shorter months', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-22T05:00:00Z'), 1).toISOString()).toBe('2026-12-22T05:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
