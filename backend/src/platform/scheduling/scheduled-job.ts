import { CreateRequestContext } from '@mikro-orm/core';
import { applyDecorators, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { LoggedJob } from '../logging/log-context';
import { jobMetrics } from '../metrics/job-metrics';

/**
 * A scheduled job's method: it runs on `cron` (server time) in a MikroORM context of its own (the class must
 * hold the `MikroORM` instance as `orm`, which `@CreateRequestContext` reads), every log line it writes
 * carries `job: name`, and a failure is logged there, never thrown into the scheduler; the run then answers
 * `undefined`. Each run's duration and outcome are measured (`penwright_job_*`, platform/metrics). The decorators apply from the inside out: the failure guard, the context, the log context,
 * and last the schedule, which marks the finished method.
 */
export function ScheduledJob(cron: string, name: string): MethodDecorator {
  return applyDecorators(
    LogFailures(name, new Logger(name)),
    CreateRequestContext(),
    LoggedJob(name),
    Cron(cron, { name }),
  );
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
