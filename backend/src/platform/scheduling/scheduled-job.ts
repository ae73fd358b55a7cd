import 'reflect-metadata';
import { CreateRequestContext } from '@mikro-orm/core';
import { applyDecorators, Logger } from '@nestjs/common';
import { LoggedJob } from '../logging/log-context';
import { jobMetrics } from '../metrics/job-metrics';

/** What `@ScheduledJob` records on the class for ScheduledJobs (scheduled-jobs.ts) to register with the job queue. */
export interface Schedule {
  /** Five-field cron pattern, in UTC (graphile-worker's crontab). */
  cron: string;
  name: string;
}

const SCHEDULE = Symbol('scheduled-job');

/**
 * A scheduled job's method: it runs on `cron` (five fields, UTC) once per tick across every instance of the app
 * (graphile-worker's cron, registered by ScheduledJobs), in a MikroORM context of its own (the class must hold the
 * `MikroORM` instance as `orm`, which `@CreateRequestContext` reads); every log line it writes carries `job: name`,
 * and a failure is logged there, never thrown into the queue (which would retry it); the run then answers
 * `undefined`. Each run's duration and outcome are measured here (`penwright_job_*`, platform/metrics), where the
 * failure is still seen; the queue does not measure it again. The decorators apply from the inside out: the failure guard, the context, the log context, and last
 * the schedule, recorded on the class and method name (not on the function, so a test's spy keeps it).
 */
export function ScheduledJob(cron: string, name: string): MethodDecorator {
  return applyDecorators(
    LogFailures(name, new Logger(name)),
    CreateRequestContext(),
    LoggedJob(name),
    Scheduled(cron, name),
  );
}

function Scheduled(cron: string, name: string): MethodDecorator {
  return (target, key) => {
    Reflect.defineMetadata(SCHEDULE, { cron, name } satisfies Schedule, target, key);
  };
}

/** The schedule `@ScheduledJob` put on `prototype[key]`, if any. */
export function scheduleOf(prototype: object, key: string | symbol): Schedule | undefined {
  return Reflect.getMetadata(SCHEDULE, prototype, key) as Schedule | undefined;
}

function LogFailures(name: string, logger: Logger): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const run = descriptor.value as (...args: unknown[]) => Promise<unknown>;
    descriptor.value = async function (this: unknown, ...args: unknown[]) {
      try {
        return await jobMetrics.measure(name, () => run.apply(this, args));
      } catch (error) {
        logger.error(error);
        return undefined;
      }
    };
    return descriptor;
  };
}
