import { Counter, Histogram, type Registry } from 'prom-client';
import { processRegistry } from './process-registry';

/** From 10 ms (a mail to the development mailbox) to 5 min (a newsletter's fan-out, a reconciliation). */
const BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

/**
 * Runs, durations and failures of background work, by job name: the job queue's tasks and the scheduled jobs
 * both run theirs through `measure`, so the figures stay the same whichever runs a job.
 */
export class JobMetrics {
  private readonly duration: Histogram<'job' | 'outcome'>;
  private readonly runs: Counter<'job' | 'outcome'>;

  constructor(registry: Registry) {
    this.duration = new Histogram({
      name: 'penwright_job_duration_seconds',
      help: 'Duration of background job runs, by job name and outcome (success, failure)',
      labelNames: ['job', 'outcome'],
      buckets: BUCKETS,
      registers: [registry],
    });
    this.runs = new Counter({
      name: 'penwright_job_runs_total',
      help: 'Background job runs, by job name and outcome (success, failure: a failed attempt, retried or not)',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    });
  }

  /** Runs `work`, records its duration and outcome, and answers or throws what it did. */
  async measure<T>(job: string, work: () => Promise<T>): Promise<T> {
    const end = this.duration.startTimer({ job });
    let outcome = 'failure';
    try {
      const result = await work();
      outcome = 'success';
      return result;
    } finally {
      end({ outcome });
      this.runs.inc({ job, outcome });
    }
  }
}

/** The process's one: job runners and scheduling decorators reach it without injection. */
export const jobMetrics = new JobMetrics(processRegistry);
