import { Inject, Injectable } from '@nestjs/common';
import { ATTEMPT_REPOSITORY } from '../assessment.tokens';
import type { AttemptSummary } from '../domain/attempt';
import { GradeAttempt } from './grade-attempt';
import type { AttemptRepository } from './ports/attempt.repository';

/** `GET /api/quiz/attempts`: the member's completed attempts, oldest first (Attempt 1, 2, ...). */
@Injectable()
export class ListAttempts {
  constructor(
    @Inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
    private readonly grading: GradeAttempt,
  ) {}

  async execute(userId: number): Promise<AttemptSummary[]> {
    await this.grading.settleOverdue(userId);
    return this.attempts.listCompleted(userId);
  }
}
