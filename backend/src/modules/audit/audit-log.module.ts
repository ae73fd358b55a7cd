import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AUDIT_LOG_REPOSITORY } from './audit.tokens';
import { AuditLog } from './application/audit-log';
import { AuditLogSchema } from './infrastructure/audit-log.schema';
import { MikroOrmAuditLogRepository } from './infrastructure/mikro-orm-audit-log.repository';
import { AUDIT_PERSONAL_DATA } from './audit.tokens';
import { AuditPersonalData } from './infrastructure/audit-personal-data';

/**
 * The audit log (D10), a module of its own that imports no other: any module that makes editors' changes
 * (assignments' release job, admin's screens) imports it and records in its own unit of work, so no module below
 * `AdminModule` (which composes the others) needs anything of admin's.
 */
@Module({
  imports: [MikroOrmModule.forFeature([AuditLogSchema])],
  providers: [
    // D19, "Your data": this module's part of a member's export and erasure (modules/privacy).
    { provide: AUDIT_PERSONAL_DATA, useClass: AuditPersonalData },
    { provide: AUDIT_LOG_REPOSITORY, useClass: MikroOrmAuditLogRepository },
    AuditLog,
  ],
  exports: [AUDIT_PERSONAL_DATA, AuditLog],
})
export class AuditLogModule {}
