import { Inject, Injectable } from '@nestjs/common';
import { ATTEMPT_REPOSITORY } from '../assessment.tokens';
import { GradeAttempt } from './grade-attempt';
import type { AttemptRepository } from './ports/attempt.repository';
import { QuizSheets, type QuizSheet } from './quiz-sheet';

/** No attempt is open: the same answer as `GET /api/quiz/current` gives. */
export interface NoOpenAttempt {
  attempt: null;
}

/**
 * `GET /api/quiz/questions`: the member's open attempt with its questions and clock, or `{ attempt: null }`.
 * It never starts one (`POST /api/quiz/start` does): a GET must be safe to prefetch, crawl or preview.
 */
@Injectable()
export class ShowQuiz {
  constructor(
    @Inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
    private readonly grading: GradeAttempt,
    private readonly sheets: QuizSheets,
  ) {}

  async execute(userId: number): Promise<QuizSheet | NoOpenAttempt> {
    // An attempt whose time ran out is over whoever looks (the job would grade it within a minute).
    await this.grading.settleOverdue(userId);
    const open = await this.attempts.findOpen(userId);
    return open ? this.sheets.of(open) : { attempt: null };
  }
}
