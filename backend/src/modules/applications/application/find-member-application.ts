import { Inject, Injectable } from '@nestjs/common';
import { toSummary, type ApplicationSummary } from '../domain/application';
import { APPLICATION_REPOSITORY } from '../applications.tokens';
import type { ApplicationRepository } from './ports/application.repository';

export type { ApplicationStatus, ApplicationSummary } from '../domain/application';

/** The member's application (`{id, status}`), or null: for `GET /api/applications/me` and the quiz (D2 step 4). */
@Injectable()
export class FindMemberApplication {
  constructor(@Inject(APPLICATION_REPOSITORY) private readonly applications: ApplicationRepository) {}

  async execute(userId: number): Promise<ApplicationSummary | null> {
    const application = await this.applications.findByUserId(userId);
    return application ? toSummary(application) : null;
  }
}
