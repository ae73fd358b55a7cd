import { CreateRequestContext, MikroORM } from '@mikro-orm/core';
import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { LoggedJob } from '../../../platform/logging/log-context';
import { GradeOverdueAttempts } from '../application/grade-overdue-attempts';

/** Every minute, grades abandoned attempts (deadline plus grace passed, no submission). */
@Injectable()
export class OverdueAttemptsJob {
  private readonly logger = new Logger('QuizOverdue');

  constructor(
    // Read by @CreateRequestContext, which gives each run its own EntityManager.
    private readonly orm: MikroORM,
    private readonly gradeOverdue: GradeOverdueAttempts,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'quiz-overdue-attempts' })
  @LoggedJob('quiz-overdue-attempts')
  @CreateRequestContext()
  async run(): Promise<number> {
    try {
      return await this.gradeOverdue.execute();
    } catch (error) {
      this.logger.error(error);
      return 0;
    }
  }
}
