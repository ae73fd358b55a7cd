import { summarizeMonths, toMonthPoints } from './earningsSeries';

describe('earnings per month', () => {
  const points = toMonthPoints([
    { month: '2026-09', amount: '0.00' },
    { month: '2026-10', amount: '250.00' },
    { month: '2026-11', amount: '60.05' },
  ]);

  it('names the months in UTC and keeps cents', () => {
    expect(points.map((point) => point.short)).toEqual(['Sep 2026', 'Oct 2026', 'Nov 2026']);
    expect(points[2]).toMatchObject({ long: 'November 2026', cents: 6005, dollars: 60.05 });
  });

  it('sums in cents and names the best month', () => {
    expect(summarizeMonths(points)).toBe(
      'Earnings per month from September 2026 to November 2026: $310.05 in all, the most in October 2026 ($250.00).',
    );
  });

  it('says so when nothing was earned', () => {
    expect(summarizeMonths(toMonthPoints([{ month: '2026-11', amount: '0.00' }]))).toBe(
      'No earnings from November 2026 to November 2026 yet.',
    );
    expect(summarizeMonths([])).toBe('No monthly earnings to show yet.');
  });
});
