import { MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ScheduledJob } from '../../../platform/scheduling/scheduled-job';
import { GradeOverdueAttempts } from '../application/grade-overdue-attempts';

/** Every minute, grades abandoned attempts (deadline plus grace passed, no submission). */
@Injectable()
export class OverdueAttemptsJob {
  constructor(
    // Read by @ScheduledJob's @CreateRequestContext, which gives each run its own EntityManager.
    private readonly orm: MikroORM,
    private readonly gradeOverdue: GradeOverdueAttempts,
  ) {}

  @ScheduledJob('* * * * *', 'quiz-overdue-attempts')
  run(): Promise<number> {
    return this.gradeOverdue.execute();
  }
}
