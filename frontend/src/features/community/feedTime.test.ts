import { timeAgo } from './feedTime';

describe('timeAgo (spec section 9)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T12:00:00Z', '0 minutes ago'],
    ['2026-11-22T11:59:00Z', '1 minute ago'],
    ['2026-11-22T11:01:00Z', '59 minutes ago'],
    ['2026-11-22T11:00:00Z', '1 hour ago'],
    ['2026-11-21T12:00:01Z', '23 hours ago'],
    ['2026-11-21T12:00:00Z', '1 day ago'],
    ['2026-11-12T12:00:00Z', '10 days ago'],
    ['2026-11-23T12:00:00Z', '0 minutes ago'],
  ])('%s is %s', (iso, expected) => {
    expect(timeAgo(iso, now)).toBe(expected);
  });
});
