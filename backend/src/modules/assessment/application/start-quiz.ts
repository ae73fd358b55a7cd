import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { FindMemberApplication } from '../../applications/application/find-member-application';
import { ATTEMPT_REPOSITORY, QUESTION_REPOSITORY, RANDOM } from '../assessment.tokens';
import {
  applicationRequired,
  attemptsUsedUp,
  bankEmpty,
  quizClosed,
  retakeCooldown,
} from '../domain/assessment.errors';
import { deadlineFor, type QuizAttempt } from '../domain/attempt';
import { drawQuestions, type Random } from '../domain/draw';
import { QUIZ_QUESTION_COUNT } from '../domain/quiz-rules';
import { GradeAttempt } from './grade-attempt';
import type { AttemptRepository } from './ports/attempt.repository';
import type { QuestionRepository } from './ports/question.repository';
import { QuizSheets, type QuizSheet } from './quiz-sheet';
import { Retakes } from './retakes';

/**
 * `POST /api/quiz/start`: starts the member's attempt, or returns the open one with its original clock (D8),
 * so a second tab or a repeated click never starts a second attempt. A new attempt obeys D17's cooldown and
 * attempt limit. The application row is locked for the decision and the insert, so of concurrent starts (two
 * tabs, a script) one decides at a time and each sees the attempts the others made: none passes the limit.
 */
@Injectable()
export class StartQuiz {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
    @Inject(QUESTION_REPOSITORY) private readonly questions: QuestionRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RANDOM) private readonly random: Random,
    private readonly findApplication: FindMemberApplication,
    private readonly grading: GradeAttempt,
    private readonly retakes: Retakes,
    private readonly sheets: QuizSheets,
  ) {}

  async execute(userId: number): Promise<QuizSheet> {
    // An attempt whose time ran out is graded first (which may use up the application's last attempt).
    await this.grading.settleOverdue(userId);
    // A refusal is returned, not thrown, so that closing a used-up application inside the unit of work commits.
    const outcome = await this.uow.run(() => this.openAttempt(userId));
    if (outcome instanceof DomainError) throw outcome;
    return this.sheets.of(outcome);
  }

  private async openAttempt(userId: number): Promise<QuizAttempt | DomainError> {
    const application = await this.findApplication.execute(userId, { lock: true });
    if (!application) return applicationRequired();
    const open = await this.attempts.findOpen(userId);
    if (open) return open;
    const now = this.clock.now();
    if (application.status !== 'quiz_required') return quizClosed(application, now);
    const { history, verdict } = await this.retakes.standing(application.id);
    if (verdict.kind === 'cooldown') return retakeCooldown(verdict.nextAttemptAt);
    if (verdict.kind === 'exhausted') {
      const reapplyAt = await this.retakes.closeIfUsedUp(application.id, history);
      return reapplyAt ? quizClosed({ status: 'rejected', reapplyAt }, now) : attemptsUsedUp();
    }
    return this.start(userId, application.id);
  }

  private async start(userId: number, applicationId: number): Promise<QuizAttempt> {
    const seen = new Set(await this.attempts.seenQuestionIds(userId));
    const items = drawQuestions(await this.questions.listDrawable(), seen, QUIZ_QUESTION_COUNT, this.random);
    if (!items.length) throw bankEmpty();
    const startedAt = this.clock.now();
    const inserted = await this.attempts.insertOpen({
      userId,
      applicationId,
      startedAt,
      deadline: deadlineFor(startedAt),
      items,
    });
    // A concurrent request started one first: both continue with that attempt.
    const attempt = inserted ?? (await this.attempts.findOpen(userId));
    if (!attempt) throw new Error(`no open attempt for user ${userId} after a conflicting insert`);
    return attempt;
  }
}
