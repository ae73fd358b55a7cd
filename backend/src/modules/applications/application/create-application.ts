import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { toSummary, type ApplicantDetails, type ApplicationSummary, type ApplyAnswers } from '../domain/application';
import { APPLICATION_REPOSITORY } from '../applications.tokens';
import type { ApplicationRepository } from './ports/application.repository';

export type { ApplicantDetails, ApplicationSummary, ApplyAnswers } from '../domain/application';

export interface NewApplication {
  userId: number;
  answers: ApplyAnswers | null;
  applicant?: ApplicantDetails | null;
}

/**
 * Starts a member's application in `quiz_required` (D2 step 2: billing calls it with the account, inside its
 * unit of work). A second call returns the existing one unchanged: one application per member, decided by the
 * unique index, however many calls race.
 */
@Injectable()
export class CreateApplication {
  constructor(
    @Inject(APPLICATION_REPOSITORY) private readonly applications: ApplicationRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, answers, applicant = null }: NewApplication): Promise<ApplicationSummary> {
    return toSummary(await this.applications.createOnce(userId, answers, applicant, this.clock.now()));
  }
}
