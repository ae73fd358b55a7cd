import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { quizRejectionNote } from '../domain/quiz-rejection';
import { APPLICATION_REPOSITORY } from '../applications.tokens';
import type { ApplicationRepository } from './ports/application.repository';

/**
 * The application's last allowed quiz attempt failed (D17, called by the assessment inside the unit of work that
 * grades it): `quiz_required` → `rejected`, with a note for the editors saying why and when the member may apply
 * again. False, and nothing changes, from any other status.
 */
@Injectable()
export class RejectAfterQuiz {
  constructor(
    @Inject(APPLICATION_REPOSITORY) private readonly applications: ApplicationRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(applicationId: number, failedAttempts: number, reapplyAt: Date): Promise<boolean> {
    return this.applications.rejectAfterQuiz(applicationId, {
      note: quizRejectionNote(failedAttempts, reapplyAt),
      reapplyAt,
      at: this.clock.now(),
    });
  }
}
