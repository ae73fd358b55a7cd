import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { toSummary, type ApplicantDetails, type ApplicationSummary, type ApplyAnswers } from '../domain/application';
import { APPLICATION_REPOSITORY } from '../applications.tokens';
import type { ApplicationRepository } from './ports/application.repository';

export type { ApplicantDetails, ApplicationStatus, ApplicationSummary, ApplyAnswers } from '../domain/application';

/**
 * What other modules may do with a member's application: billing creates it with the account (D2 step 2),
 * the assessment reads it and moves it to `pending` when the quiz is passed (D2 step 4).
 * Every method runs inside the caller's `em.transactional(...)` when there is one.
 */
@Injectable()
export class MemberApplications {
  constructor(
    @Inject(APPLICATION_REPOSITORY) private readonly applications: ApplicationRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Starts the member's application in `quiz_required`; a second call returns the existing one unchanged. */
  async create(input: {
    userId: number;
    answers: ApplyAnswers | null;
    applicant?: ApplicantDetails | null;
  }): Promise<ApplicationSummary> {
    const { userId, answers, applicant = null } = input;
    return toSummary(await this.applications.createOnce(userId, answers, applicant, this.clock.now()));
  }

  async findForUser(userId: number): Promise<ApplicationSummary | null> {
    const application = await this.applications.findByUserId(userId);
    return application ? toSummary(application) : null;
  }

  /** The quiz was passed: `quiz_required` → `pending`. False (and nothing changes) from any other status. */
  markQuizPassed(applicationId: number): Promise<boolean> {
    return this.applications.markQuizPassed(applicationId, this.clock.now());
  }
}
