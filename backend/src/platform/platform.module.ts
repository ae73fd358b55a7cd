import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { CLOCK, systemClock, type Clock } from '../shared/domain/clock';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { ormOptions } from './database/mikro-orm.options';
import { SessionPool } from './database/session-pool';
import { HealthController } from './health/health.controller';
import { AccessGuard } from './http/access.guard';
import { DomainExceptionFilter } from './http/domain-exception.filter';
import { PublicResponseCache } from './http/public-cache';
import { validationPipe } from './http/validation';
import { PostgresRateLimiter } from './security/postgres-rate-limiter';
import { RATE_LIMITER } from './security/rate-limiter';

/** Cross-cutting services every module may inject: config, database, clock, rate limits, logging, public cache. */
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
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: systemClock },
        { provide: RATE_LIMITER, useClass: PostgresRateLimiter },
        SessionPool,
        {
          provide: PublicResponseCache,
          useFactory: (clock: Clock) => new PublicResponseCache(config.content.cacheSeconds * 1000, clock),
          inject: [CLOCK],
        },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: DomainExceptionFilter },
        { provide: APP_PIPE, useValue: validationPipe() },
      ],
      exports: [APP_CONFIG, CLOCK, RATE_LIMITER, SessionPool, PublicResponseCache],
    };
  }
}
