import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { ATTEMPT_REPOSITORY } from '../assessment.tokens';
import { noQuizInProgress, questionNotInQuiz, timeIsUp } from '../domain/assessment.errors';
import { QUIZ_GRACE_SECONDS } from '../domain/quiz-rules';
import type { AttemptRepository } from './ports/attempt.repository';

/** `PUT /api/quiz/answers`: autosaves one answer while the attempt's time (plus grace) lasts. */
@Injectable()
export class SaveAnswer {
  constructor(
    @Inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number, questionId: number, answer: number): Promise<void> {
    const attempt = await this.attempts.findOpen(userId);
    if (!attempt) throw noQuizInProgress();
    const position = attempt.items.findIndex((item) => item.questionId === questionId);
    if (position < 0) throw questionNotInQuiz();
    // The deadline test is part of the UPDATE, so an autosave racing the deadline or the grading cannot slip in.
    const notBefore = new Date(this.clock.now().getTime() - QUIZ_GRACE_SECONDS * 1000);
    if (!(await this.attempts.saveAnswer(attempt.id, position, answer, notBefore))) throw timeIsUp();
  }
}
