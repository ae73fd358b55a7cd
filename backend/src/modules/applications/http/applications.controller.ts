import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/http/current-user';
import type { UserView } from '../../identity/domain/user';
import { FindMemberApplication } from '../application/find-member-application';
import type { ApplicationSummary } from '../domain/application';
import { noApplication } from '../domain/applications.errors';

@ApiTags('applications')
@Controller('api/applications')
export class ApplicationsController {
  constructor(private readonly findApplication: FindMemberApplication) {}

  /** The signed-in member's application (`{id, status}`), 404 when there is none. */
  @Get('me')
  async mine(@CurrentUser() user: UserView): Promise<ApplicationSummary> {
    const application = await this.findApplication.execute(user.id);
    if (!application) throw noApplication();
    return application;
  }
}
