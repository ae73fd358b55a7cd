import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SqlRunner } from '../database/sql-runner';
import { Public } from '../http/access.decorators';

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
      throw new ServiceUnavailableException(`Database unavailable: ${reasonOf(error)}`);
    }
  }
}

/** The driver's error code (ECONNREFUSED, 57P03, ...) or first line of its message, without the query. */
function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') return code;
  return typeof message === 'string' ? message.split('\n')[0].slice(0, 200) : 'no answer';
}
