import { MikroORM } from '@mikro-orm/core';
import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import { DomainError } from '../../shared/domain/domain-error';
import { Public } from '../http/access.decorators';
import { HTTP_ERRORS } from '../http/http-errors';
import { pingDatabase, PingTimeout } from './database-ping';
import { Readiness } from './readiness';

@ApiTags('health')
@Public()
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly readiness: Readiness,
    private readonly orm: MikroORM,
  ) {}

  /** Liveness: the process answers. */
  @Get()
  live() {
    return { status: 'ok' };
  }

  /**
   * Readiness: the process is not shutting down and the database answers `SELECT 1` within a second (terminus's
   * checks, run together); if not, 503 and the answer says why (for the operator or the load balancer's log).
   */
  @Get('ready')
  async ready() {
    try {
      await this.health.check([() => this.processCheck(), () => this.databaseCheck()]);
      return { status: 'ready' };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const { error: down = {} } = error.getResponse() as HealthCheckResult;
      if (down.process) throw new DomainError(HTTP_ERRORS.SHUTTING_DOWN, 'Shutting down: this instance is draining');
      throw new DomainError(HTTP_ERRORS.DATABASE_UNAVAILABLE, `Database unavailable: ${String(down.database?.reason)}`);
    }
  }

  private processCheck() {
    const check = this.indicators.check('process');
    return this.readiness.draining ? check.down({ reason: 'draining' }) : check.up();
  }

  private async databaseCheck() {
    const check = this.indicators.check('database');
    try {
      await pingDatabase(this.orm);
      return check.up();
    } catch (error) {
      return check.down({ reason: reasonOf(error) });
    }
  }
}

/** The driver's error code (ECONNREFUSED, 57P03, ...), `timeout`, or the first line of its message, without the query. */
function reasonOf(error: unknown): string {
  if (error instanceof PingTimeout) return 'timeout';
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') return code;
  return typeof message === 'string' ? message.split('\n')[0].slice(0, 200) : 'no answer';
}
