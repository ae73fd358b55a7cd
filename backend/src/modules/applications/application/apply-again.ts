import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { closedByQuiz, toSummary, type ApplicationSummary } from '../domain/application';
import { noApplication, notRenewable, reapplyNotYet } from '../domain/applications.errors';
import { APPLICATION_REPOSITORY } from '../applications.tokens';
import type { ApplicationRepository } from './ports/application.repository';

/**
 * `POST /api/applications/reapply` (D17): a member whose application the quiz rejected applies again once
 * `reapplyAt` has come. The rejected application is kept (superseded, with its attempts) and a new one starts
 * in `quiz_required` with the same questionnaire answers and applicant details, so the attempts count afresh.
 * The current row is locked first: of concurrent calls one renews, the others find the new application open.
 */
@Injectable()
export class ApplyAgain {
  constructor(
    @Inject(APPLICATION_REPOSITORY) private readonly applications: ApplicationRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(userId: number): Promise<ApplicationSummary> {
    return this.uow.run(async () => {
      // A concurrent renewal may supersede the row while this call waits for its lock; the second read is a
      // new statement, which sees the application that renewal created.
      const current =
        (await this.applications.findByUserId(userId, true)) ?? (await this.applications.findByUserId(userId, true));
      if (!current) throw noApplication();
      if (!closedByQuiz(current)) throw notRenewable(current.status);
      const now = this.clock.now();
      if (current.reapplyAt > now) throw reapplyNotYet(current.reapplyAt);
      if (!(await this.applications.supersede(current.id, now))) {
        throw new Error(`application ${current.id} changed while it was locked`);
      }
      return toSummary(await this.applications.createOnce(userId, current.answers, current.applicantDetails, now));
    });
  }
}
