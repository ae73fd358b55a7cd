import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../platform/http/access.decorators';
import { ListAuditLog } from '../application/list-audit-log';
import { AuditLogQuery } from './audit-log.query';

/** The Audit Log tab of /admin (D10): admins only, 401 without a session, 403 for members. */
@ApiTags('admin')
@AdminOnly()
@Controller('api/admin/audit-log')
export class AdminAuditLogController {
  constructor(private readonly listAuditLog: ListAuditLog) {}

  @Get()
  list(@Query() query: AuditLogQuery) {
    return this.listAuditLog.execute(query.toAuditLogPageQuery());
  }
}
