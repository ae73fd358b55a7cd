import { communityStats, fullWeeksSinceEpoch } from './community-stats';

const none = { members: 0, completedAssignments: 0, paidOutCents: 0 };

describe('community stats (spec section 9, D4)', () => {
  it('counts full weeks since Monday 2025-01-27, never negative', () => {
    expect(fullWeeksSinceEpoch(new Date('2025-01-01T00:00:00Z'))).toBe(0);
    expect(fullWeeksSinceEpoch(new Date('2025-01-27T00:00:00Z'))).toBe(0);
    expect(fullWeeksSinceEpoch(new Date('2025-02-02T23:59:59Z'))).toBe(0);
    expect(fullWeeksSinceEpoch(new Date('2025-02-03T00:00:00Z'))).toBe(1);
    expect(fullWeeksSinceEpoch(new Date('2026-01-26T00:00:00Z'))).toBe(52);
  });

  it('shows the bases at the epoch and keeps Success Stories fixed', () => {
    expect(communityStats(new Date('2025-01-27T12:00:00Z'), none)).toEqual({
      activeWriters: 1947,
      assignmentsCompleted: 7291,
      incomeEarned: 712594,
      successStories: 5992,
    });
  });

  it('adds 5 per full week and the real figures, income in whole dollars', () => {
    const stats = communityStats(new Date('2025-02-10T00:00:00Z'), {
      members: 3,
      completedAssignments: 4,
      paidOutCents: 12_599,
    });
    expect(stats).toEqual({
      activeWriters: 1947 + 10 + 3,
      assignmentsCompleted: 7291 + 10 + 4,
      incomeEarned: 712594 + 10 + 125,
      successStories: 5992,
    });
  });
});
