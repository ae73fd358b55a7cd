import { Inject, Injectable } from '@nestjs/common';
import { FindMemberApplication } from '../../applications/application/find-member-application';
import { ATTEMPT_REPOSITORY } from '../assessment.tokens';
import { answersMismatch, applicationMismatch, attemptNotFound, noQuizInProgress } from '../domain/assessment.errors';
import type { QuizResult } from '../domain/attempt';
import { GradeAttempt } from './grade-attempt';
import type { AttemptRepository } from './ports/attempt.repository';

export interface Submission {
  answers: number[];
  applicationId: number;
  /** Optional: pins the submission to the attempt the page shows (a stale tab never grades a newer one). */
  attemptId?: number;
}

/** `POST /api/quiz/submit`: grades the member's attempt on the server (D8). */
@Injectable()
export class SubmitQuiz {
  constructor(
    @Inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
    private readonly findApplication: FindMemberApplication,
    private readonly grading: GradeAttempt,
  ) {}

  async execute(userId: number, submission: Submission): Promise<QuizResult> {
    const application = await this.findApplication.execute(userId);
    if (application?.id !== submission.applicationId) throw applicationMismatch();
    const attempt =
      submission.attemptId === undefined
        ? ((await this.attempts.findOpen(userId)) ?? (await this.attempts.latestCompleted(userId)))
        : await this.attempts.findById(submission.attemptId);
    if (attempt?.userId !== userId) throw submission.attemptId === undefined ? noQuizInProgress() : attemptNotFound();
    // Already graded (a repeated submit, or the overdue job got there first): the same result again.
    if (attempt.result) return attempt.result;
    if (submission.answers.length !== attempt.items.length) throw answersMismatch(attempt.items.length);
    return this.grading.execute(attempt.id, submission.answers);
  }
}
