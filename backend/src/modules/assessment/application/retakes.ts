import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { RejectAfterQuiz } from '../../applications/application/reject-after-quiz';
import { QUIZ_SETTINGS, type QuizSettings } from '../assessment.settings';
import { ATTEMPT_REPOSITORY } from '../assessment.tokens';
import {
  attemptsLeft,
  reapplyAtAfter,
  retakeVerdict,
  usedLastAttempt,
  type AttemptHistory,
  type RetakeVerdict,
} from '../domain/retakes';
import type { AttemptRepository } from './ports/attempt.repository';

export interface RetakeStanding {
  history: AttemptHistory;
  verdict: RetakeVerdict;
}

/** D17 for one application: may a new attempt start now, and closing the application once none may. */
@Injectable()
export class Retakes {
  constructor(
    @Inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
    @Inject(QUIZ_SETTINGS) private readonly rules: QuizSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly rejectAfterQuiz: RejectAfterQuiz,
  ) {}

  async standing(applicationId: number): Promise<RetakeStanding> {
    const history = await this.attempts.historyOf(applicationId);
    return { history, verdict: retakeVerdict(history, this.rules, this.clock.now()) };
  }

  attemptsLeft(history: AttemptHistory): number | null {
    return attemptsLeft(history.started, this.rules);
  }

  /**
   * When the application's attempts are used up and the last one failed, the quiz rejects it (through the
   * applications module, in the caller's unit of work); the member may apply again `reapplyWaitDays` after that
   * failure. Answers that moment, or null when nothing changed. Grading calls it after every failure; a start or
   * a read calls it for an application that ran out of attempts without being closed (a limit lowered later,
   * attempts made before D17).
   */
  async closeIfUsedUp(applicationId: number, known?: AttemptHistory): Promise<Date | null> {
    const history = known ?? (await this.attempts.historyOf(applicationId));
    if (!history.lastFailureAt || !usedLastAttempt(history.started, this.rules)) return null;
    const reapplyAt = reapplyAtAfter(history.lastFailureAt, this.rules);
    return (await this.rejectAfterQuiz.execute(applicationId, history.started, reapplyAt)) ? reapplyAt : null;
  }
}
