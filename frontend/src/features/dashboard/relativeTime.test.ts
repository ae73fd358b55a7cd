import { timeAgo } from './relativeTime';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('timeAgo', () => {
  it('reads as a person says it', () => {
    expect(timeAgo(ago(20_000), NOW)).toBe('just now');
    expect(timeAgo(ago(60_000), NOW)).toBe('1 minute ago');
    expect(timeAgo(ago(5 * 60_000 + 59_000), NOW)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3_600_000), NOW)).toBe('3 hours ago');
    expect(timeAgo(ago(26 * 3_600_000), NOW)).toBe('yesterday');
    expect(timeAgo(ago(4 * 86_400_000), NOW)).toBe('4 days ago');
  });

  it('calls a moment slightly ahead of this clock, or an unreadable one, just now', () => {
    expect(timeAgo(ago(-30_000), NOW)).toBe('just now');
    expect(timeAgo('not a date', NOW)).toBe('just now');
  });
});
