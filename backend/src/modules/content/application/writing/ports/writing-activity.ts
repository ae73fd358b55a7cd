import type { MonthActivity } from '../../../domain/writing/writing-progress';

/**
 * The member's activity as the writing progress counts it, read across the modules that record it (content's
 * drafts, lessons and writing days; assignments' submissions; assessment's attempts).
 */
export interface WritingActivity {
  /** Between `start` (included) and `end` (excluded). */
  monthOf(userId: number, start: Date, end: Date): Promise<MonthActivity>;
  /**
   * Consecutive UTC days with a submission or a saved draft, ending today ("YYYY-MM-DD"), or yesterday
   * when today has none yet.
   */
  streakDays(userId: number, today: string): Promise<number>;
}
