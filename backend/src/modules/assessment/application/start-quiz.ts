import { Inject, Injectable } from '@nestjs/common';
import { QUIZ_SETTINGS, type QuizSettings } from '../assessment.settings';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { FindMemberApplication } from '../../applications/application/find-member-application';
import { ATTEMPT_REPOSITORY, QUESTION_REPOSITORY, RANDOM } from '../assessment.tokens';
import {
  applicationRequired,
  attemptLimitReached,
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

/**
 * `POST /api/quiz/start`: starts the member's attempt, or returns the open one with its original clock (D8),
 * so a second tab or a repeated click never starts a second attempt.
 */
@Injectable()
export class StartQuiz {
  constructor(
    @Inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
    @Inject(QUESTION_REPOSITORY) private readonly questions: QuestionRepository,
    @Inject(QUIZ_SETTINGS) private readonly quiz: QuizSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RANDOM) private readonly random: Random,
    private readonly findApplication: FindMemberApplication,
    private readonly grading: GradeAttempt,
    private readonly sheets: QuizSheets,
  ) {}

  async execute(userId: number): Promise<QuizSheet> {
    const application = await this.findApplication.execute(userId);
    if (!application) throw applicationRequired();
    await this.grading.settleOverdue(userId);
    let attempt = await this.attempts.findOpen(userId);
    if (!attempt) {
      if (application.status !== 'quiz_required') throw quizClosed(application.status);
      await this.checkLimits(userId);
      attempt = await this.start(userId, application.id);
    }
    return this.sheets.of(attempt);
  }

  private async checkLimits(userId: number): Promise<void> {
    const { maxAttempts, retakeCooldownMinutes } = this.quiz;
    if (maxAttempts > 0 && (await this.attempts.countCompleted(userId)) >= maxAttempts) {
      throw attemptLimitReached(maxAttempts);
    }
    if (retakeCooldownMinutes > 0) {
      const latest = await this.attempts.latestCompleted(userId);
      if (!latest?.completedAt || latest.result?.passed) return;
      const readyAt = latest.completedAt.getTime() + retakeCooldownMinutes * 60_000;
      const waitMs = readyAt - this.clock.now().getTime();
      if (waitMs > 0) throw retakeCooldown(waitMs / 1000);
    }
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
