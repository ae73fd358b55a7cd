import { QUIZ_DURATION_SECONDS, QUIZ_GRACE_SECONDS } from './quiz-rules';

/** One drawn question of an attempt: the bank question and the order its options are shown in. */
export interface AttemptItem {
  questionId: number;
  /** `optionOrder[shown] = index in the bank`; a permutation of 0..3. */
  optionOrder: number[];
}

export const GRADINGS = ['submitted', 'late', 'expired'] as const;
/** How the attempt was graded: on the member's submission, on autosaved answers after a late one, or by the job. */
export type Grading = (typeof GRADINGS)[number];

export interface QuizResult {
  score: number;
  maxScore: number;
  passed: boolean;
}

export interface QuizAttempt {
  id: number;
  userId: number;
  applicationId: number;
  startedAt: Date;
  deadline: Date;
  items: AttemptItem[];
  /** Shown-option indexes, -1 when unanswered; autosaved while open, final once completed. */
  answers: number[];
  completedAt: Date | null;
  grading: Grading | null;
  result: QuizResult | null;
}

/** What `GET /api/quiz/attempts` lists (spec section 3). */
export interface AttemptSummary {
  id: number;
  score: number;
  maxScore: number;
  completedAt: Date;
}

export const deadlineFor = (startedAt: Date) => new Date(startedAt.getTime() + QUIZ_DURATION_SECONDS * 1000);

/** The last moment a submission or an autosave still counts. */
export const acceptsUntil = (attempt: Pick<QuizAttempt, 'deadline'>) =>
  new Date(attempt.deadline.getTime() + QUIZ_GRACE_SECONDS * 1000);

export const isOverdue = (attempt: Pick<QuizAttempt, 'deadline'>, now: Date) => now > acceptsUntil(attempt);

export function remainingSeconds(attempt: Pick<QuizAttempt, 'deadline'>, now: Date): number {
  return Math.max(0, Math.floor((attempt.deadline.getTime() - now.getTime()) / 1000));
}
