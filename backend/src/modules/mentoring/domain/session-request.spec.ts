import { mayRequestSessions, preferredTimesProblem, scheduledTimeProblem, startOfMonthUtc } from './session-request';

const NOW = new Date('2026-11-28T18:00:00Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

describe('one-to-one session rules (D20)', () => {
  it('are for active Editorial Partners only, however the subscription came', () => {
    expect(mayRequestSessions({ membership: { active: true, tier: 'editorial_partner' } })).toBe(true);
    expect(mayRequestSessions({ membership: { active: true, tier: 'professional' } })).toBe(false);
    expect(mayRequestSessions({ membership: { active: false, tier: null } })).toBe(false);
    expect(mayRequestSessions({ membership: { active: true, tier: null } })).toBe(false);
  });

  it('count a request against the UTC month it was made in', () => {
    expect(startOfMonthUtc(new Date('2026-12-01T00:30:00+02:00')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(startOfMonthUtc(NOW).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('take three distinct preferred times, each at least 24 hours and at most 90 days ahead', () => {
    expect(preferredTimesProblem([hours(24), hours(30), hours(48)], NOW)).toBeNull();
    expect(preferredTimesProblem([hours(24), hours(30)], NOW)).toMatch(/exactly 3/);
    expect(preferredTimesProblem([hours(23.9), hours(30), hours(48)], NOW)).toMatch(/24 hours/);
    expect(preferredTimesProblem([hours(-5), hours(30), hours(48)], NOW)).toMatch(/24 hours/);
    expect(preferredTimesProblem([hours(30), hours(30), hours(48)], NOW)).toMatch(/different/);
    expect(preferredTimesProblem([hours(30), hours(40), hours(91 * 24)], NOW)).toMatch(/90 days/);
  });

  it('schedule at any future time', () => {
    expect(scheduledTimeProblem(hours(1), NOW)).toBeNull();
    expect(scheduledTimeProblem(NOW, NOW)).toMatch(/future/);
  });
});
