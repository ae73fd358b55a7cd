import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../http/access.decorators';

@ApiTags('health')
@Public()
@Controller('api/health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  /** Liveness: the process answers. */
  @Get()
  live() {
    return { status: 'ok' };
  }

  /** Readiness: the database answers. */
  @Get('ready')
  async ready() {
    try {
      await this.em.getConnection().execute('SELECT 1');
      return { status: 'ready' };
    } catch {
      throw new ServiceUnavailableException('Database unavailable');
    }
  }
}
