import { Inject, Injectable } from '@nestjs/common';
import { ATTEMPT_REPOSITORY } from '../assessment.tokens';
import type { Grading } from '../domain/attempt';
import { UNANSWERED } from '../domain/quiz-rules';
import type { AttemptRepository } from './ports/attempt.repository';

/** An attempt as editors see it: its timing and result, never the questions or the answer key. */
export interface AttemptOverview {
  id: number;
  userId: number;
  /** A member who applied again after the quiz rejected them has attempts on more than one application. */
  applicationId: number;
  startedAt: Date;
  deadline: Date;
  completedAt: Date | null;
  grading: Grading | null;
  answered: number;
  score: number | null;
  maxScore: number | null;
  passed: boolean | null;
}

/** What other modules may read about quiz attempts (the admin's application review). */
@Injectable()
export class QuizAttempts {
  constructor(@Inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository) {}

  async listForUsers(userIds: readonly number[]): Promise<AttemptOverview[]> {
    const attempts = await this.attempts.listForUsers(userIds);
    return attempts.map((attempt) => ({
      id: attempt.id,
      userId: attempt.userId,
      applicationId: attempt.applicationId,
      startedAt: attempt.startedAt,
      deadline: attempt.deadline,
      completedAt: attempt.completedAt,
      grading: attempt.grading,
      answered: attempt.answers.filter((answer) => answer !== UNANSWERED).length,
      score: attempt.result?.score ?? null,
      maxScore: attempt.result?.maxScore ?? null,
      passed: attempt.result?.passed ?? null,
    }));
  }
}
