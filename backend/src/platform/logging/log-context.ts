import { AsyncLocalStorage } from 'node:async_hooks';
import { currentRequestId } from '../database/request-scope';

/** What every log line written on behalf of a request or a scheduled job says about where it came from. */
export type LogContext = { reqId: string } | { job: string };

const jobs = new AsyncLocalStorage<{ job: string }>();

/**
 * The context of the code running now; pino's `mixin` adds it to each line. A request's id travels in its
 * request scope (opened per request in configure-app.ts), so serving a request costs no second async context.
 */
export function currentLogContext(): LogContext | undefined {
  const job = jobs.getStore();
  if (job) return job;
  const reqId = currentRequestId();
  return reqId === undefined ? undefined : { reqId };
}

/**
 * Marks a scheduled job's method: its log lines carry `job: name`. Put it above `@CreateRequestContext()`
 * so the job's whole run, database work included, is inside the context.
 */
export function LoggedJob(name: string): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const run = descriptor.value as (...args: unknown[]) => unknown;
    descriptor.value = function (this: unknown, ...args: unknown[]) {
      return runAsJob(name, () => run.apply(this, args));
    };
    return descriptor;
  };
}

/** Runs `work` as the job `name`: its log lines carry `job: name` (queued jobs, platform/jobs/job-queue.ts). */
export function runAsJob<T>(name: string, work: () => T): T {
  return jobs.run({ job: name }, work);
}
