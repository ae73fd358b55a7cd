import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SqlRunner } from '../database/sql-runner';
import { DomainError } from '../../shared/domain/domain-error';
import { Public } from '../http/access.decorators';
import { HTTP_ERRORS } from '../http/http-errors';

@ApiTags('health')
@Public()
@Controller('api/health')
export class HealthController {
  constructor(private readonly sql: SqlRunner) {}

  /** Liveness: the process answers. */
  @Get()
  live() {
    return { status: 'ok' };
  }

  /** Readiness: the database answers; if not, the answer says why (for the operator or the load balancer's log). */
  @Get('ready')
  async ready() {
    try {
      await this.sql.run('SELECT 1');
      return { status: 'ready' };
    } catch (error) {
      throw new DomainError(HTTP_ERRORS.DATABASE_UNAVAILABLE, `Database unavailable: ${reasonOf(error)}`);
    }
  }
}

/** The driver's error code (ECONNREFUSED, 57P03, ...) or first line of its message, without the query. */
function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') return code;
  return typeof message === 'string' ? message.split('\n')[0].slice(0, 200) : 'no answer';
}
