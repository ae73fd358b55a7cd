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

  /** Readiness: the database answers. */
  @Get('ready')
  async ready() {
    try {
      await this.sql.run('SELECT 1');
      return { status: 'ready' };
    } catch {
      throw new ServiceUnavailableException('Database unavailable');
    }
  }
}
