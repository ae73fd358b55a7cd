import { MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ScheduledJob } from '../../../platform/scheduling/scheduled-job';
import type { ReleasedAssignment } from '../application/ports/assignment.repository';
import { ReleaseOverdueAssignments } from '../application/release-assignments';

/** Every 15 minutes: work overdue past ASSIGNMENT_RELEASE_GRACE_HOURS goes back to `available` (D9). */
@Injectable()
export class ReleaseOverdueJob {
  constructor(
    // Read by @ScheduledJob's @CreateRequestContext, which gives each run its own EntityManager.
    private readonly orm: MikroORM,
    private readonly releaseOverdue: ReleaseOverdueAssignments,
  ) {}

  @ScheduledJob('*/15 * * * *', 'assignments-overdue-release')
  run(): Promise<ReleasedAssignment[]> {
    return this.releaseOverdue.execute();
  }
}
