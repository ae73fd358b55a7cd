import type { MikroORM } from '@mikro-orm/core';
import type { PlatformSettings } from '../config/platform-settings';
import type { SqlRunner } from '../database/sql-runner';
import { JobQueue } from './job-queue';

const queue = () =>
  new JobQueue({} as SqlRunner, {} as MikroORM, { jobWorkers: false, jobConcurrency: 1 } as PlatformSettings);

describe('JobQueue.schedule', () => {
  it('registers each scheduled task once, under its name', () => {
    const jobs = queue();
    jobs.schedule('expired-sessions', '*/10 * * * *', async () => undefined);
    jobs.schedule('billing-reconcile', '17 3 * * *', async () => undefined);
    expect(jobs.scheduledTasks()).toEqual(['expired-sessions', 'billing-reconcile']);
    expect(() => jobs.schedule('expired-sessions', '0 * * * *', async () => undefined)).toThrow(/defined twice/);
  });

  it('refuses a pattern that is not five-field cron (a six-field one with seconds, as @nestjs/schedule took)', () => {
    expect(() => queue().schedule('expired-sessions', '0 */10 * * * *', async () => undefined)).toThrow();
  });
});
