import { addMonths } from './calendar';
import { formatDollars, isMembershipTier, tierById, TIERS } from './tiers';

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

  it("lists features, not the price or the trial's terms the tier card already shows (issue 18)", () => {
    for (const tier of TIERS) {
      for (const feature of tier.features) expect(feature).not.toMatch(/\$|per month|\/month|free for/i);
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
