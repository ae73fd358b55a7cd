import { expectedPayCents, formatCents, formatMoney, payLabel, toCents } from './money';

describe('money on the screen (D9, D14)', () => {
  it('reads decimal strings into cents without floating point', () => {
    expect(toCents('60.00')).toBe(6000);
    expect(toCents('0.05')).toBe(5);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('1250')).toBe(125000);
    expect(toCents('-2.50')).toBe(-250);
    expect(toCents('abc')).toBe(0);
    expect(toCents(null)).toBe(0);
  });

  it("shows '$' and two decimals, grouped by thousands", () => {
    expect(formatMoney('60.00')).toBe('$60.00');
    expect(formatMoney('0.05')).toBe('$0.05');
    expect(formatMoney('1250.5')).toBe('$1,250.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-250)).toBe('-$2.50');
  });

  it('labels pay per word or as a flat rate', () => {
    expect(payLabel({ payRate: '0.05', isPerWord: true })).toBe('$0.05 per word');
    expect(payLabel({ payRate: '250.00', isPerWord: false })).toBe('$250.00 flat rate');
  });

  it('computes the expected pay of a brief as D9 does: 0.05 × 1,200 words is exactly 60.00', () => {
    expect(expectedPayCents({ payRate: '0.05', isPerWord: true, wordCount: 1200 })).toBe(6000);
    expect(expectedPayCents({ payRate: '250.00', isPerWord: false, wordCount: 1200 })).toBe(25000);
  });
});
