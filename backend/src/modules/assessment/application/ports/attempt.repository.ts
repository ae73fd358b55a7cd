import type { AttemptItem, AttemptSummary, Grading, QuizAttempt, QuizResult } from '../../domain/attempt';
import type { AttemptHistory } from '../../domain/retakes';

export interface NewAttempt {
  userId: number;
  applicationId: number;
  startedAt: Date;
  deadline: Date;
  items: AttemptItem[];
}

export interface Completion {
  answers: number[];
  completedAt: Date;
  grading: Grading;
  result: QuizResult;
}

export interface AttemptRepository {
  findById(id: number): Promise<QuizAttempt | null>;
  findOpen(userId: number): Promise<QuizAttempt | null>;
  /** Inserts an open attempt; null when the member already has one (the one-open-attempt index decides). */
  insertOpen(attempt: NewAttempt): Promise<QuizAttempt | null>;
  /**
   * Autosaves one answer if the attempt is still open and its deadline is at or after `notBefore`
   * (one conditional UPDATE); false otherwise.
   */
  saveAnswer(attemptId: number, position: number, answer: number, notBefore: Date): Promise<boolean>;
  /** Locks the attempt for grading (SELECT ... FOR UPDATE); null when it is already completed. */
  lockOpen(attemptId: number): Promise<QuizAttempt | null>;
  complete(attemptId: number, completion: Completion): Promise<void>;
  latestCompleted(userId: number): Promise<QuizAttempt | null>;
  /** The application's attempts (open or completed) and whether the latest completed one failed (D17). */
  historyOf(applicationId: number): Promise<AttemptHistory>;
  listCompleted(userId: number): Promise<AttemptSummary[]>;
  listForUsers(userIds: readonly number[]): Promise<QuizAttempt[]>;
  seenQuestionIds(userId: number): Promise<number[]>;
  /** Open attempts whose deadline is before `deadlineBefore`, oldest first. */
  findOverdueIds(deadlineBefore: Date, limit: number): Promise<number[]>;
}
