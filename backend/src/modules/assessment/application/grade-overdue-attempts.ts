import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { ATTEMPT_REPOSITORY } from '../assessment.tokens';
import { QUIZ_GRACE_SECONDS } from '../domain/quiz-rules';
import { GradeAttempt } from './grade-attempt';
import type { AttemptRepository } from './ports/attempt.repository';

const BATCH = 100;

/** The scheduled sweep (D8): grades, on their autosaved answers, attempts whose browser never came back. */
@Injectable()
export class GradeOverdueAttempts {
  private readonly logger = new Logger('QuizOverdue');

  constructor(
    @Inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly grading: GradeAttempt,
  ) {}

  /** Returns how many attempts it graded. */
  async execute(): Promise<number> {
    let graded = 0;
    for (;;) {
      const cutoff = new Date(this.clock.now().getTime() - QUIZ_GRACE_SECONDS * 1000);
      const ids = await this.attempts.findOverdueIds(cutoff, BATCH);
      for (const id of ids) {
        await this.grading.execute(id, null);
        graded += 1;
      }
      if (ids.length < BATCH) break;
    }
    if (graded) this.logger.log(`Graded ${graded} abandoned quiz attempt(s)`);
    return graded;
  }
}
