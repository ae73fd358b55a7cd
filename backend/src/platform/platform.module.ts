import { randomUUID } from 'node:crypto';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { CLOCK, systemClock } from '../shared/domain/clock';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { ormOptions } from './database/mikro-orm.options';
import { SessionPool } from './database/session-pool';
import { HealthController } from './health/health.controller';
import { AccessGuard } from './http/access.guard';
import { DomainExceptionFilter } from './http/domain-exception.filter';
import { validationPipe } from './http/validation';
import { PostgresRateLimiter } from './security/postgres-rate-limiter';
import { RATE_LIMITER } from './security/rate-limiter';

const REQUEST_ID = /^[\w-]{1,64}$/;

/** Cross-cutting services every module may inject: config, database, clock, rate limits, logging. */
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
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req: IncomingMessage, res: ServerResponse) => {
              const given = req.headers['x-request-id'];
              const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
              res.setHeader('X-Request-Id', id);
              return id;
            },
            autoLogging: { ignore: (req) => req.url?.startsWith('/api/health') ?? false },
            // Ids, routes and statuses only: no headers, so no cookies or tokens reach the logs.
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({
                id: req.id,
                method: req.method,
                url: req.url,
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
        }),
        ScheduleModule.forRoot(),
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: systemClock },
        { provide: RATE_LIMITER, useClass: PostgresRateLimiter },
        SessionPool,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: DomainExceptionFilter },
        { provide: APP_PIPE, useValue: validationPipe() },
      ],
      exports: [APP_CONFIG, CLOCK, RATE_LIMITER, SessionPool],
    };
  }
}
