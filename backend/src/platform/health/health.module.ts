import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { Readiness } from './readiness';

/**
 * Liveness and readiness (`/api/health`, `/api/health/ready`) on @nestjs/terminus's health checks. Terminus's own
 * log of a failed check is off: the error filter logs every 503 it answers already, with the request's id.
 */
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [Readiness],
  exports: [Readiness],
})
export class HealthModule {}
