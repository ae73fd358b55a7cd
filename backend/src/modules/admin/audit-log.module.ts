import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AUDIT_LOG_REPOSITORY } from './admin.tokens';
import { AuditLog } from './application/audit-log';
import { AuditLogSchema } from './infrastructure/audit-log.schema';
import { MikroOrmAuditLogRepository } from './infrastructure/mikro-orm-audit-log.repository';

/**
 * The audit log on its own, importing nothing: any module that makes admin changes imports it, while
 * `AdminModule` (which composes other modules) can import those modules without a cycle.
 */
@Module({
  imports: [MikroOrmModule.forFeature([AuditLogSchema])],
  providers: [{ provide: AUDIT_LOG_REPOSITORY, useClass: MikroOrmAuditLogRepository }, AuditLog],
  exports: [AuditLog],
})
export class AuditLogModule {}
