import type { Application } from '../applications/applicationsApi';
import { useMomentPassed } from '../applications/useMomentPassed';
import type { QuizStatus } from './quizApi';

/** What the page may offer next, by D17's rules as the server reports them. */
export type RetakeState =
  /** The quiz closed the application after its last failed attempt: the member may apply again then. */
  | { kind: 'closedByQuiz'; reapplyAt: string }
  /** The wait after a failed attempt: no attempt until then. */
  | { kind: 'waiting'; nextAttemptAt: string; attemptsLeft: number | null }
  /** No attempt left (the server closes the application on its next look). */
  | { kind: 'usedUp' }
  /** Passed, approved, or decided by the editors: the quiz is not for this application any more. */
  | { kind: 'closed' }
  | { kind: 'open'; attemptsLeft: number | null };

/**
 * The retake state of the member's application. `status` fields may be missing from an older server's answer:
 * missing reads as no wait and no limit. The wait ends by itself on the page when its moment comes.
 */
export function useRetakeState(application: Application, status: QuizStatus | undefined): RetakeState {
  const nextAttemptAt = status?.nextAttemptAt ?? null;
  const waitOver = useMomentPassed(nextAttemptAt);
  const attemptsLeft = status?.attemptsLeft ?? null;
  if (application.status === 'rejected' && application.reapplyAt) {
    return { kind: 'closedByQuiz', reapplyAt: application.reapplyAt };
  }
  if (application.status !== 'quiz_required') return { kind: 'closed' };
  if (nextAttemptAt && !waitOver) return { kind: 'waiting', nextAttemptAt, attemptsLeft };
  if (attemptsLeft === 0) return { kind: 'usedUp' };
  return { kind: 'open', attemptsLeft };
}

export const attemptsLeftText = (left: number) =>
  `You have ${left} attempt${left === 1 ? '' : 's'} left for this application.`;
