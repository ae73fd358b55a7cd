/**
 * Community statistics (spec section 9 with D4): each base grows by 5 for every full week since
 * 2025-01-27, and the real figures from the database are added on top. Success Stories stays fixed.
 */
export const STATS_EPOCH = new Date('2025-01-27T00:00:00Z');
export const WEEKLY_GROWTH = 5;
export const STATS_BASE = {
  activeWriters: 1947,
  assignmentsCompleted: 7291,
  incomeEarned: 712594,
  successStories: 5992,
} as const;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface RealActivity {
  members: number;
  completedAssignments: number;
  /** Paid-out money in integer cents (D14: money is never summed in floating point). */
  paidOutCents: number;
}

export interface CommunityStats {
  activeWriters: number;
  assignmentsCompleted: number;
  /** Whole US dollars. */
  incomeEarned: number;
  successStories: number;
}

export function fullWeeksSinceEpoch(now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - STATS_EPOCH.getTime()) / WEEK_MS));
}

export function communityStats(now: Date, real: RealActivity): CommunityStats {
  const growth = fullWeeksSinceEpoch(now) * WEEKLY_GROWTH;
  return {
    activeWriters: STATS_BASE.activeWriters + growth + real.members,
    assignmentsCompleted: STATS_BASE.assignmentsCompleted + growth + real.completedAssignments,
    incomeEarned: STATS_BASE.incomeEarned + growth + Math.floor(real.paidOutCents / 100),
    successStories: STATS_BASE.successStories,
  };
}
