import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { FindMemberApplication } from '../../applications/application/find-member-application';
import { ATTEMPT_REPOSITORY } from '../assessment.tokens';
import { remainingSeconds, type QuizAttempt } from '../domain/attempt';
import { UNANSWERED } from '../domain/quiz-rules';
import { GradeAttempt } from './grade-attempt';
import type { AttemptRepository } from './ports/attempt.repository';
import { Retakes } from './retakes';

export interface CurrentAttempt {
  id: number;
  deadline: Date;
  remainingSeconds: number;
  answered: number;
  total: number;
}

/** `GET /api/quiz/current`: the running attempt, if any, and when the member may start the next one (D17). */
export interface QuizStatus {
  attempt: CurrentAttempt | null;
  /** Attempts the application still has, a running one counted as used; null when unlimited or without one. */
  attemptsLeft: number | null;
  /**
   * While the wait after a failed attempt lasts, when it ends (the first moment Begin Assessment is allowed);
   * null when an attempt may start now, one is running, or none will (the quiz is closed or used up).
   */
  nextAttemptAt: Date | null;
}

/** `GET /api/quiz/current`: whether the member has an attempt running and may start one, without starting one. */
@Injectable()
export class CurrentQuiz {
  constructor(
    @Inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly grading: GradeAttempt,
    private readonly retakes: Retakes,
    private readonly findApplication: FindMemberApplication,
  ) {}

  async execute(userId: number): Promise<QuizStatus> {
    await this.grading.settleOverdue(userId);
    const open = await this.attempts.findOpen(userId);
    const attempt = open ? this.describe(open) : null;
    const application = await this.findApplication.execute(userId);
    if (!application) return { attempt, attemptsLeft: null, nextAttemptAt: null };
    const { history, verdict } = await this.retakes.standing(application.id);
    const startable = !open && application.status === 'quiz_required';
    // Attempts made before D17, or a limit lowered since: the application is closed now, as its last failure would have.
    if (startable && verdict.kind === 'exhausted') await this.retakes.closeIfUsedUp(application.id, history);
    return {
      attempt,
      attemptsLeft: this.retakes.attemptsLeft(history),
      nextAttemptAt: startable && verdict.kind === 'cooldown' ? verdict.nextAttemptAt : null,
    };
  }

  private describe(open: QuizAttempt): CurrentAttempt {
    return {
      id: open.id,
      deadline: open.deadline,
      remainingSeconds: remainingSeconds(open, this.clock.now()),
      answered: open.answers.filter((answer) => answer !== UNANSWERED).length,
      total: open.items.length,
    };
  }
}
