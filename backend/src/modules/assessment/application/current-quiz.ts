import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { ATTEMPT_REPOSITORY } from '../assessment.tokens';
import { remainingSeconds } from '../domain/attempt';
import { UNANSWERED } from '../domain/quiz-rules';
import { GradeAttempt } from './grade-attempt';
import type { AttemptRepository } from './ports/attempt.repository';

export interface CurrentAttempt {
  id: number;
  deadline: Date;
  remainingSeconds: number;
  answered: number;
  total: number;
}

/** `GET /api/quiz/current`: whether the member has an attempt running, without starting one. */
@Injectable()
export class CurrentQuiz {
  constructor(
    @Inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly grading: GradeAttempt,
  ) {}

  async execute(userId: number): Promise<{ attempt: CurrentAttempt | null }> {
    await this.grading.settleOverdue(userId);
    const open = await this.attempts.findOpen(userId);
    if (!open) return { attempt: null };
    return {
      attempt: {
        id: open.id,
        deadline: open.deadline,
        remainingSeconds: remainingSeconds(open, this.clock.now()),
        answered: open.answers.filter((answer) => answer !== UNANSWERED).length,
        total: open.items.length,
      },
    };
  }
}
