import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { CLOCK, systemClock, type Clock } from '../shared/domain/clock';
import { settingsProviders, type AppConfig } from '../config';
import { ASSIGNMENT_SETTINGS } from '../modules/assignments/assignments.settings';
import { PAYOUT_SETTINGS } from '../modules/payouts/payouts.settings';
import { TOOLS_SETTINGS } from '../modules/tools/tools.settings';
import { BILLING_SETTINGS } from '../modules/billing/billing.settings';
import { CONTENT_SETTINGS } from '../modules/content/content.settings';
import { IDENTITY_SETTINGS } from '../modules/identity/identity.settings';
import { QUIZ_SETTINGS } from '../modules/assessment/assessment.settings';
import { PLATFORM_SETTINGS } from './config/platform-settings';
import { ormOptions } from './database/mikro-orm.options';
import { DirectPool } from './database/direct-pool';
import { MikroOrmUnitOfWork } from './database/mikro-orm-unit-of-work';
import { SqlRunner } from './database/sql-runner';
import { UNIT_OF_WORK } from '../shared/application/unit-of-work';
import { HealthController } from './health/health.controller';
import { AccessGuard } from './http/access.guard';
import { DomainExceptionFilter } from './http/domain-exception.filter';
import { PublicResponseCache } from './http/public-cache';
import { validationPipe } from './http/validation';
import { RateLimitModule } from './security/rate-limit.module';

/**
 * Cross-cutting services every module may inject: each module's settings, the unit of work and the raw SQL
 * runner (both on the ORM's one pool), clock, rate limits, public cache. DirectPool is only the session store's
 * (configure-app.ts) until that store moves onto the ORM's pool; nothing else uses it.
 */
@Global()
@Module({})
export class PlatformModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        MikroOrmModule.forRoot({
          ...ormOptions(config.databaseUrl),
          autoLoadEntities: true,
          // main.ts opens the request context before the session middleware, which needs it.
          registerRequestContext: false,
        }),
        ScheduleModule.forRoot(),
        RateLimitModule,
      ],
      controllers: [HealthController],
      providers: [
        ...settingsProviders(config),
        { provide: CLOCK, useValue: systemClock },
        DirectPool,
        SqlRunner,
        { provide: UNIT_OF_WORK, useClass: MikroOrmUnitOfWork },
        {
          provide: PublicResponseCache,
          useFactory: (clock: Clock) => new PublicResponseCache(config.publicCacheSeconds * 1000, clock),
          inject: [CLOCK],
        },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: DomainExceptionFilter },
        { provide: APP_PIPE, useValue: validationPipe() },
      ],
      exports: [
        PLATFORM_SETTINGS,
        IDENTITY_SETTINGS,
        QUIZ_SETTINGS,
        CONTENT_SETTINGS,
        BILLING_SETTINGS,
        ASSIGNMENT_SETTINGS,
        PAYOUT_SETTINGS,
        TOOLS_SETTINGS,
        CLOCK,
        RateLimitModule,
        DirectPool,
        PublicResponseCache,
        SqlRunner,
        UNIT_OF_WORK,
      ],
    };
  }
}
