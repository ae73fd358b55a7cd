import { longDate } from './dates';

describe('longDate (D14)', () => {
  it('reads a date as a long US date, the UTC calendar day the server stored', () => {
    expect(longDate('2026-11-12T14:00:00.000Z')).toBe('November 12, 2026');
    expect(longDate('2026-01-02T00:00:00.000Z')).toBe('January 2, 2026');
    expect(longDate('2026-03-31T23:59:59.000Z')).toBe('March 31, 2026');
    // Written without Intl, as Intl writes it, every month and across years.
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = Date.UTC(1999, 11, 25); day < Date.UTC(2031, 0, 5); day += 17 * 86_400_000 + 3_600_000) {
      const iso = new Date(day).toISOString();
      expect(longDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  it('adds the time of day to the minute or to the second when asked', () => {
    expect(longDate('2026-11-12T14:00:00.000Z', 'minutes')).toMatch(/^November 1[23], 2026 at \d{1,2}:\d{2}\s[AP]M$/);
    expect(longDate('2026-11-12T14:00:00.000Z', 'seconds')).toMatch(
      /^November 1[23], 2026 at \d{1,2}:\d{2}:\d{2}\s[AP]M$/,
    );
  });
});
