import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { APPLICATION_REPOSITORY } from '../applications.tokens';
import type { ApplicationRepository } from './ports/application.repository';

/**
 * The quiz was passed (D2 step 4, called by the assessment inside its unit of work): `quiz_required` →
 * `pending`. False, and nothing changes, from any other status.
 */
@Injectable()
export class MarkQuizPassed {
  constructor(
    @Inject(APPLICATION_REPOSITORY) private readonly applications: ApplicationRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(applicationId: number): Promise<boolean> {
    return this.applications.markQuizPassed(applicationId, this.clock.now());
  }
}
