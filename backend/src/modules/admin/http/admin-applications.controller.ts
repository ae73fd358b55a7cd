import { Body, Controller, Get, Patch, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../platform/http/access.decorators';
import { CurrentUser } from '../../../platform/http/current-user';
import type { UserView } from '../../identity/domain/user';
import { DecideApplication } from '../application/decide-application';
import { ListApplicationsForReview } from '../application/list-applications-for-review';
import { DecideApplicationDto } from './decide-application.dto';
import { ListApplicationsQuery } from './list-applications.query';
import { PositiveIdParam } from '../../../platform/http/positive-id.param';
import { ApiErrors } from '../../../platform/http/api-errors';
import { APPLICATIONS_ERRORS as E } from '../../applications/domain/applications.errors';

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
  list(@Query() query: ListApplicationsQuery) {
    return this.listApplications.execute(query.toReviewQueueQuery());
  }

  @Patch(':id')
  @ApiErrors(E.APPLICATION_NOT_FOUND, E.APPLICATION_NOT_DECIDABLE)
  @ApiParam({ name: 'id', type: 'integer' })
  decide(
    @CurrentUser() editor: UserView,
    @PositiveIdParam('Application') id: number,
    @Body() dto: DecideApplicationDto,
  ) {
    return this.decideApplication.execute(id, dto.status, dto.note || null, editor.id);
  }
}
