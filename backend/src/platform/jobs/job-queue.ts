import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import {
  Logger as WorkerLogger,
  parseCronItem,
  run,
  type ParsedCronItem,
  type Runner,
  type Task,
} from 'graphile-worker';
import { PLATFORM_SETTINGS, type PlatformSettings } from '../config/platform-settings';
import { col, SqlRunner } from '../database/sql-runner';
import { runAsJob } from '../logging/log-context';
import { jobMetrics } from '../metrics/job-metrics';
import { retryWhileDatabaseAway } from './connection-retries';

/** What a task's handler learns about the run: which attempt this is and how many it gets. */
export interface JobRun {
  id: string;
  attempt: number;
  maxAttempts: number;
  /** True on the last attempt: a failure now is final. */
  lastAttempt: boolean;
}

export type JobHandler = (payload: unknown, run: JobRun) => Promise<void>;

export interface TaskOptions {
  /**
   * How many of this task's jobs one instance runs at once, apart from every other task's (which share
   * JOB_CONCURRENCY): work that comes in thousands (a newsletter's deliveries) gets a runner of its own with few
   * workers, so it never takes every worker, nor the event loop, from the requests the instance serves.
   */
  concurrency?: number;
}

export interface JobOptions {
  /** At most one queued job per key (graphile-worker's job_key): adding it again replaces the queued one. */
  key?: string;
  maxAttempts?: number;
  runAt?: Date;
  /** graphile-worker's priority: lower runs first (default 0), so a job that queues others is not stuck behind them. */
  priority?: number;
}

/**
 * How far back a scheduled job's missed ticks are run when an instance starts (graphile-worker's backfillPeriod):
 * a tick that fell while no instance ran (a deploy, a restart) runs then, once, if it is less than an hour old.
 */
export const SCHEDULE_BACKFILL_MS = 60 * 60 * 1000;

/**
 * The platform's job queue, on graphile-worker (docs/mail.md says why): a job is added with SQL inside the caller's
 * unit of work (`graphile_worker.add_job` through the ORM's connection), so it exists exactly when the change that
 * asked for it commits; workers on every instance claim jobs with `FOR UPDATE SKIP LOCKED` and retry a failed one
 * with exponential back-off. Modules register their tasks (`define`) while they initialise; the runner starts once
 * every module has (onApplicationBootstrap, after every onModuleInit), and stops first when the app closes. Each run
 * has a MikroORM context of its own and logs as `job: <task>`.
 *
 * Scheduled jobs (`schedule`, from platform/scheduling) run on graphile-worker's cron: each instance's cron records
 * every tick in `graphile_worker._private_known_crontabs` (an upsert that only the first instance to reach a tick
 * wins) and only that instance queues the tick's job, under a job key of the task's name; so with N instances each
 * tick runs once, on whichever instance's worker claims it.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly tasks = new Map<string, { handler: JobHandler; concurrency: number | null; measured: boolean }>();
  private readonly cronItems: ParsedCronItem[] = [];
  private runners: Runner[] = [];
  private readonly logger = new Logger('JobQueue');

  constructor(
    private readonly sql: SqlRunner,
    private readonly orm: MikroORM,
    @Inject(PLATFORM_SETTINGS) private readonly settings: PlatformSettings,
  ) {}

  define(task: string, handler: JobHandler, options: TaskOptions = {}): void {
    if (this.tasks.has(task)) throw new Error(`job task "${task}" is defined twice`);
    this.tasks.set(task, { handler, concurrency: options.concurrency ?? null, measured: true });
  }

  /**
   * Defines `task` and runs it on `cron` (five fields, UTC), once per tick across every instance. The handler is
   * expected to log its own failures (platform/scheduling/scheduled-job.ts): a scheduled run is never retried, the
   * next tick is the retry.
   */
  schedule(task: string, cron: string, handler: () => Promise<void>): void {
    const item = parseCronItem({
      task,
      identifier: task,
      match: cron,
      options: { jobKey: `schedule:${task}`, maxAttempts: 1, backfillPeriod: SCHEDULE_BACKFILL_MS },
    });
    this.define(task, () => handler());
    // @ScheduledJob measures its runs itself: it sees the failures it logs and does not throw.
    this.tasks.get(task)!.measured = false;
    this.cronItems.push(item);
  }

  /** The scheduled tasks' names, in the order they were scheduled. */
  scheduledTasks(): string[] {
    return this.cronItems.map((item) => item.task);
  }

  /** Queues `task` in the current unit of work (or on its own outside one); answers the job's id. */
  async add(task: string, payload: unknown, options: JobOptions = {}): Promise<string> {
    if (!this.tasks.has(task)) throw new Error(`job task "${task}" is not defined`);
    const row = await this.sql.one(
      `SELECT (graphile_worker.add_job(identifier => ?, payload => ?::json, run_at => ?::timestamptz,
         max_attempts => ?::int, job_key => ?, priority => ?::int)).id::text AS id`,
      [
        task,
        JSON.stringify(payload ?? {}),
        options.runAt ?? null,
        options.maxAttempts ?? null,
        options.key ?? null,
        options.priority ?? null,
      ],
      { id: col.text },
    );
    return row!.id;
  }

  /**
   * Runs now the jobs of `task` that wait on their back-off (not one running) and whose payload's `field` is one of
   * `values`: when what they failed on is back, they need not sit out the rest of their wait. Answers how many.
   * (The payload is in graphile-worker's private table only; its public `jobs` view leaves it out.)
   */
  async runWaitingNow(task: string, field: string, values: readonly string[]): Promise<number> {
    if (values.length === 0) return 0;
    const row = await this.sql.one(
      `SELECT count(*)::int AS woken FROM graphile_worker.reschedule_jobs(ARRAY(
         SELECT jobs.id FROM graphile_worker._private_jobs jobs
         JOIN graphile_worker._private_tasks tasks ON tasks.id = jobs.task_id
         WHERE tasks.identifier = ? AND jobs.payload->>? = ANY(?::text[]) AND jobs.run_at > now()
           AND jobs.locked_at IS NULL
       ), run_at => now())`,
      [task, field, textArray(values)],
      { woken: col.int },
    );
    return row!.woken;
  }

  /** One runner for the shared tasks, one for each task with a concurrency of its own (graphile-worker's `run`). */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.settings.jobWorkers || this.tasks.size === 0) return;
    const shared = [...this.tasks].filter(([, task]) => task.concurrency === null).map(([name]) => name);
    const own = [...this.tasks].filter(([, task]) => task.concurrency !== null).map(([name]) => name);
    const groups: [string[], number][] = [
      ...(shared.length ? [[shared, this.settings.jobConcurrency] as [string[], number]] : []),
      ...own.map((name): [string[], number] => [[name], this.tasks.get(name)!.concurrency!]),
    ];
    // The cron runs in the first runner only (the shared one, where every scheduled task is): one clock per instance.
    for (const [index, [names, concurrency]] of groups.entries()) {
      this.runners.push(await this.start(names, concurrency, index === 0 ? this.cronItems : []));
    }
  }

  /**
   * The first of Nest's shutdown hooks, so the runners stop (their running jobs finish) while what they use (the
   * ORM, the transports, the development mailbox: closed in onApplicationShutdown) still works.
   */
  async onModuleDestroy(): Promise<void> {
    const runners = this.runners;
    this.runners = [];
    await Promise.all(runners.map((runner) => runner.stop()));
  }

  private start(names: string[], concurrency: number, parsedCronItems: ParsedCronItem[]): Promise<Runner> {
    retryWhileDatabaseAway();
    return run({
      connectionString: this.settings.databaseUrl,
      concurrency,
      maxPoolSize: concurrency + 1,
      noHandleSignals: true,
      pollInterval: 2000,
      parsedCronItems,
      logger: this.workerLogger(),
      taskList: Object.fromEntries(names.map((name) => [name, this.task(name, this.tasks.get(name)!)])),
    });
  }

  private task(name: string, { handler, measured }: { handler: JobHandler; measured: boolean }): Task {
    return (payload, helpers) => {
      const { job } = helpers;
      const jobRun: JobRun = {
        id: String(job.id),
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        lastAttempt: job.attempts >= job.max_attempts,
      };
      const run = () => runAsJob(name, () => RequestContext.create(this.orm.em, () => handler(payload, jobRun)));
      return measured ? jobMetrics.measure(name, run) : run();
    };
  }

  /** graphile-worker's own lines (a job failed and will be retried, the worker started) go to the app's log. */
  private workerLogger(): WorkerLogger {
    return new WorkerLogger(() => (level, message) => {
      if (level === 'error') this.logger.error(message);
      else if (level === 'warning') this.logger.warn(message);
      else this.logger.debug?.(message);
    });
  }
}

/** A PostgreSQL array literal of `values`, each quoted (a bound array parameter would be spread into a list). */
function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}
