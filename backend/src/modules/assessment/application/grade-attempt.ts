import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { METRICS, type EventCounter, type Metrics } from '../../../shared/application/metrics';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { MarkQuizPassed } from '../../applications/application/mark-quiz-passed';
import { ATTEMPT_REPOSITORY, QUESTION_REPOSITORY } from '../assessment.tokens';
import { isOverdue, type Grading, type QuizResult } from '../domain/attempt';
import { gradeAnswers } from '../domain/grading';
import type { AttemptRepository } from './ports/attempt.repository';
import type { QuestionRepository } from './ports/question.repository';
import { Retakes } from './retakes';

/**
 * Grades an attempt exactly once. The attempt row is locked first, so a second submission (or the
 * overdue job) waits, then finds it completed and returns the stored result. Passing moves the
 * application to `pending` in the same transaction; failing the application's last allowed attempt
 * rejects it (D17), in the same transaction too.
 */
@Injectable()
export class GradeAttempt {
  private readonly graded: EventCounter<'outcome'>;

  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
    @Inject(QUESTION_REPOSITORY) private readonly questions: QuestionRepository,
    private readonly markQuizPassed: MarkQuizPassed,
    private readonly retakes: Retakes,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(METRICS) metrics: Metrics,
  ) {
    this.graded = metrics.counter({
      name: 'penwright_quiz_attempts_total',
      help: 'Quiz attempts graded, by outcome (passed, failed)',
      labelNames: ['outcome'],
      startAtZero: [{ outcome: 'passed' }, { outcome: 'failed' }],
    });
  }

  /**
   * `submitted`: the member's answers; they count only up to the deadline plus grace. Past it, or with
   * null (an abandoned attempt), the autosaved answers are graded.
   */
  async execute(attemptId: number, submitted: number[] | null): Promise<QuizResult> {
    const { result, graded } = await this.grade(attemptId, submitted);
    // Committed (or joined to the caller's unit of work, which the overdue job's is not).
    if (graded) this.graded.inc({ outcome: result.passed ? 'passed' : 'failed' });
    return result;
  }

  private grade(attemptId: number, submitted: number[] | null): Promise<{ result: QuizResult; graded: boolean }> {
    return this.uow.run(async () => {
      const attempt = await this.attempts.lockOpen(attemptId);
      if (!attempt) return { result: await this.storedResult(attemptId), graded: false };
      const now = this.clock.now();
      const onTime = submitted !== null && !isOverdue(attempt, now);
      const answers = onTime ? submitted : attempt.answers;
      const grading: Grading = onTime ? 'submitted' : submitted ? 'late' : 'expired';
      const questions = await this.questions.findByIds(attempt.items.map((item) => item.questionId));
      const correct = new Map(questions.map((question) => [question.id, question.correctIndex]));
      const result = gradeAnswers(attempt.items, correct, answers);
      await this.attempts.complete(attempt.id, { answers, completedAt: now, grading, result });
      if (result.passed) await this.markQuizPassed.execute(attempt.applicationId);
      else await this.retakes.closeIfUsedUp(attempt.applicationId);
      return { result, graded: true };
    });
  }

  /** Grades the member's open attempt if its time (and grace) ran out, so every view shows it completed. */
  async settleOverdue(userId: number): Promise<void> {
    const open = await this.attempts.findOpen(userId);
    if (open && isOverdue(open, this.clock.now())) await this.execute(open.id, null);
  }

  private async storedResult(attemptId: number): Promise<QuizResult> {
    const attempt = await this.attempts.findById(attemptId);
    if (!attempt?.result) throw new Error(`attempt ${attemptId} is neither open nor graded`);
    return attempt.result;
  }
}
