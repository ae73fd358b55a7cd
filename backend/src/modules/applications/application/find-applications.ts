import { Inject, Injectable } from '@nestjs/common';
import type { Application } from '../domain/application';
import { APPLICATION_REPOSITORY } from '../applications.tokens';
import type { ApplicationRepository } from './ports/application.repository';

export type { Application } from '../domain/application';

/**
 * Applications by id, in the order asked (for example one page of the admin's review queue, whose order and
 * search the admin module's read-side query decides); unknown ids are skipped.
 */
@Injectable()
export class FindApplications {
  constructor(@Inject(APPLICATION_REPOSITORY) private readonly applications: ApplicationRepository) {}

  async execute(ids: readonly number[]): Promise<Application[]> {
    if (!ids.length) return [];
    const byId = new Map((await this.applications.findByIds(ids)).map((application) => [application.id, application]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
