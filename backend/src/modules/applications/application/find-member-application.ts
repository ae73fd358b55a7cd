import { Inject, Injectable } from '@nestjs/common';
import { toSummary, type Application, type ApplicationSummary } from '../domain/application';
import { APPLICATION_REPOSITORY } from '../applications.tokens';
import type { ApplicationRepository } from './ports/application.repository';

export type { ApplicationStatus, ApplicationSummary } from '../domain/application';

/**
 * The member's current application (`{id, status, reapplyAt}`), or null: for `GET /api/applications/me` and the
 * quiz (D2 step 4).
 */
@Injectable()
export class FindMemberApplication {
  constructor(@Inject(APPLICATION_REPOSITORY) private readonly applications: ApplicationRepository) {}

  /**
   * `lock`: inside the caller's unit of work, the application row stays locked until it ends, so decisions that
   * depend on the application (the quiz's attempt limit) are taken one at a time, however many tabs ask at once.
   */
  async execute(userId: number, options: { lock?: boolean } = {}): Promise<ApplicationSummary | null> {
    const application = await this.applications.findByUserId(userId, options.lock ?? false);
    return application ? toSummary(application) : null;
  }

  /** The current application of each of these members that has one, by member id (the editors' lists). */
  async forMembers(userIds: readonly number[]): Promise<Map<number, Application>> {
    const current = await this.applications.findCurrentByUserIds(userIds);
    return new Map(current.map((application) => [application.userId, application]));
  }
}
