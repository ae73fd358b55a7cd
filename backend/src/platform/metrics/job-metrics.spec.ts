import { Registry } from 'prom-client';
import { JobMetrics } from './job-metrics';

describe('JobMetrics', () => {
  it('counts runs and times them by outcome, and passes on what the job answered or threw', async () => {
    const registry = new Registry();
    const jobs = new JobMetrics(registry);
    await expect(jobs.measure('mail.deliver', async () => 'sent')).resolves.toBe('sent');
    await expect(jobs.measure('mail.deliver', () => Promise.reject(new Error('550')))).rejects.toThrow('550');
    await jobs.measure('mail.deliver', async () => undefined);

    const runs = await registry.getSingleMetric('penwright_job_runs_total')!.get();
    expect(runs.values.map(({ labels, value }) => ({ ...labels, value }))).toEqual(
      expect.arrayContaining([
        { job: 'mail.deliver', outcome: 'success', value: 2 },
        { job: 'mail.deliver', outcome: 'failure', value: 1 },
      ]),
    );
    const text = await registry.metrics();
    expect(text).toContain('penwright_job_duration_seconds_count{job="mail.deliver",outcome="failure"} 1');
  });
});
