import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { JobQueue } from '../jobs/job-queue';
import { scheduleOf } from './scheduled-job';

/**
 * Finds every provider's `@ScheduledJob` methods while the modules initialise and registers each with the job
 * queue's cron (JobQueue.schedule), which starts with the workers once every module has initialised. Each run
 * calls the method through the instance, as a request would.
 */
@Injectable()
export class ScheduledJobs implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly queue: JobQueue,
  ) {}

  onModuleInit(): void {
    for (const { instance } of this.discovery.getProviders()) {
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const key of this.scanner.getAllMethodNames(prototype)) {
        const schedule = scheduleOf(prototype, key);
        if (!schedule) continue;
        const job = instance as Record<string, () => Promise<unknown>>;
        this.queue.schedule(schedule.name, schedule.cron, async () => {
          await job[key]!();
        });
      }
    }
  }
}
