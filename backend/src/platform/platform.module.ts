import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { CLOCK, systemClock, type Clock } from '../shared/domain/clock';
import { CONFIGURATION } from './config/module-settings';
import { PLATFORM_SETTINGS, type PlatformSettings } from './config/platform-settings';
import { ormOptions } from './database/mikro-orm.options';
import { MikroOrmUnitOfWork } from './database/mikro-orm-unit-of-work';
import { SqlRunner } from './database/sql-runner';
import { StatementsOutOfErrors } from './database/driver-errors';
import { UNIT_OF_WORK } from '../shared/application/unit-of-work';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { AccessGuard } from './http/access.guard';
import { DomainExceptionFilter } from './http/domain-exception.filter';
import { PublicResponseCache } from './http/public-cache';
import { validationPipe } from './http/validation';
import { UndeclaredInput } from './http/undeclared-input';
import { RateLimitModule } from './security/rate-limit.module';
import { JobQueue } from './jobs/job-queue';
import { CACHE_INVALIDATION } from './cache/cache-invalidation';
import { PostgresCacheInvalidation } from './cache/postgres-cache-invalidation';
import { ScheduledJobs } from './scheduling/scheduled-jobs';
import { SignedTokens } from './security/signed-tokens';

/**
 * Cross-cutting services every module may inject: the platform's settings, the unit of work and the raw SQL
 * runner (both on the ORM's one pool), the job queue, clock, rate limits, public cache. It knows no module: each module provides
 * its own settings from the configuration (`provideSettings`, platform/config/module-settings.ts).
 */
@Global()
@Module({})
export class PlatformModule {
  /** `config`: the configuration `readConfiguration` made, the platform's settings beside each module's section. */
  static register(config: PlatformSettings): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        MikroOrmModule.forRoot({
          ...ormOptions(config.databaseUrl),
          autoLoadEntities: true,
          // configure-app.ts opens the request context before the session middleware, which needs it.
          registerRequestContext: false,
        }),
        // Timers of this instance alone (a process's own copy to refresh); what runs once across instances is the
        // job queue's cron (@ScheduledJob).
        ScheduleModule.forRoot(),
        DiscoveryModule,
        RateLimitModule,
        HealthModule,
        MetricsModule,
      ],
      providers: [
        { provide: PLATFORM_SETTINGS, useValue: config },
        { provide: CONFIGURATION, useValue: config },
        { provide: CLOCK, useValue: systemClock },
        SqlRunner,
        StatementsOutOfErrors,
        JobQueue,
        ScheduledJobs,
        { provide: CACHE_INVALIDATION, useClass: PostgresCacheInvalidation },
        SignedTokens,
        { provide: UNIT_OF_WORK, useClass: MikroOrmUnitOfWork },
        {
          provide: PublicResponseCache,
          useFactory: (clock: Clock) => new PublicResponseCache(config.publicCacheSeconds * 1000, clock),
          inject: [CLOCK],
        },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: DomainExceptionFilter },
        { provide: APP_PIPE, useValue: validationPipe() },
        { provide: APP_INTERCEPTOR, useClass: UndeclaredInput },
      ],
      exports: [
        PLATFORM_SETTINGS,
        CONFIGURATION,
        CLOCK,
        RateLimitModule,
        PublicResponseCache,
        SqlRunner,
        UNIT_OF_WORK,
        JobQueue,
        CACHE_INVALIDATION,
        SignedTokens,
      ],
    };
  }
}
