import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written on behalf of a request or a scheduled job says about where it came from. */
export type LogContext = { reqId: string } | { job: string };

const contexts = new AsyncLocalStorage<LogContext>();

/** Runs `work` so that every log line it writes, however deep and however late, carries `context`. */
export function withLogContext<T>(context: LogContext, work: () => T): T {
  return contexts.run(context, work);
}

/** The context of the code running now; pino's `mixin` adds it to each line. */
export function currentLogContext(): LogContext | undefined {
  return contexts.getStore();
}

/**
 * Marks a scheduled job's method: its log lines carry `job: name`. Put it above `@CreateRequestContext()`
 * so the job's whole run, database work included, is inside the context.
 */
export function LoggedJob(name: string): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const run = descriptor.value as (...args: unknown[]) => unknown;
    descriptor.value = function (this: unknown, ...args: unknown[]) {
      return withLogContext({ job: name }, () => run.apply(this, args));
    };
    return descriptor;
  };
}
