import { BadRequestException, Body, Controller, Get, Param, Patch, Req, type PipeTransform } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly } from '../../../platform/http/access.decorators';
import type { UserView } from '../../identity/domain/user';
import { DecideApplication } from '../application/decide-application';
import { ListApplicationsForReview } from '../application/list-applications-for-review';
import { DecideApplicationDto } from './decide-application.dto';

/** A positive int4 id; anything else is a 400 rather than a database error. */
const ID: PipeTransform<string, number> = {
  transform(value) {
    if (!/^[1-9]\d{0,8}$/.test(value)) throw new BadRequestException('Application id must be a positive whole number');
    return Number(value);
  },
};

/** The Applications tab of /admin (D2 step 5, D10): admins only, 401 without a session, 403 for members. */
@ApiTags('admin')
@AdminOnly()
@Controller('api/admin/applications')
export class AdminApplicationsController {
  constructor(
    private readonly listApplications: ListApplicationsForReview,
    private readonly decideApplication: DecideApplication,
  ) {}

  @Get()
  list() {
    return this.listApplications.execute();
  }

  @Patch(':id')
  decide(@Req() req: Request, @Param('id', ID) id: number, @Body() dto: DecideApplicationDto) {
    return this.decideApplication.execute(id, dto.status, dto.note || null, (req.user as UserView).id);
  }
}
