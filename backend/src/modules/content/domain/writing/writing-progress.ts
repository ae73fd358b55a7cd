/** The member's writing progress (spec section 3, D11), each `progress` an integer percent 0-100. */
export interface WritingProgress {
  monthlyGoal: { completed: number; target: number; progress: number };
  wordCount: { current: number; target: number; progress: number };
  engagement: { score: number; maxScore: number; progress: number };
  streak: { current: number };
}

/** D11's targets (spec section 9's dashboard defaults: 20 articles, engagement out of 10). */
export const PROGRESS_TARGETS = { assignments: 20, words: 10_000, engagement: 10 } as const;

/** What the member did in the current UTC month, as the progress counts it. */
export interface MonthActivity {
  /** Distinct assignments with a submission this month. */
  assignmentsSubmitted: number;
  /** The latest version submitted this month of each of those assignments. */
  submittedWords: number;
  /** The current word count of drafts saved this month. */
  draftWords: number;
  lessonsCompleted: number;
  /** Drafts answering a prompt, saved this month. */
  promptResponses: number;
  /** Assessment attempts completed this month. */
  assessmentAttempts: number;
}

/** A whole percent, rounded down (100 only once the target is met) and capped at 100. */
export function percentOf(value: number, target: number): number {
  return Math.min(100, Math.floor((Math.max(0, value) * 100) / target));
}

/** The UTC month holding `now`: from its first instant to the next month's first instant (excluded). */
export function utcMonth(now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

export function writingProgress(activity: MonthActivity, streakDays: number): WritingProgress {
  const words = activity.submittedWords + activity.draftWords;
  const engagement = activity.lessonsCompleted + activity.promptResponses + activity.assessmentAttempts;
  return {
    monthlyGoal: {
      completed: activity.assignmentsSubmitted,
      target: PROGRESS_TARGETS.assignments,
      progress: percentOf(activity.assignmentsSubmitted, PROGRESS_TARGETS.assignments),
    },
    wordCount: { current: words, target: PROGRESS_TARGETS.words, progress: percentOf(words, PROGRESS_TARGETS.words) },
    engagement: {
      score: engagement,
      maxScore: PROGRESS_TARGETS.engagement,
      progress: percentOf(engagement, PROGRESS_TARGETS.engagement),
    },
    streak: { current: streakDays },
  };
}
