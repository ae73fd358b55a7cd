import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../platform/http/access.decorators';
import { GetOverview, type AdminOverview } from '../application/get-overview';

/** The Overview tab of /admin (D10): admins only, 401 without a session, 403 for members. */
@ApiTags('admin')
@AdminOnly()
@Controller('api/admin/overview')
export class AdminOverviewController {
  constructor(private readonly getOverview: GetOverview) {}

  @Get()
  overview(): Promise<AdminOverview> {
    return this.getOverview.execute();
  }
}
