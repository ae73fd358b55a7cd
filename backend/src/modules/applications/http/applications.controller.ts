import { Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/http/current-user';
import type { UserView } from '../../identity/domain/user';
import { ApplyAgain } from '../application/apply-again';
import { FindMemberApplication } from '../application/find-member-application';
import type { ApplicationSummary } from '../domain/application';
import { noApplication } from '../domain/applications.errors';
import { ApiErrors } from '../../../platform/http/api-errors';
import { APPLICATIONS_ERRORS as E } from '../domain/applications.errors';

@ApiTags('applications')
@Controller('api/applications')
export class ApplicationsController {
  constructor(
    private readonly findApplication: FindMemberApplication,
    private readonly applyAgain: ApplyAgain,
  ) {}

  /** The signed-in member's current application (`{id, status, reapplyAt}`), 404 when there is none. */
  @Get('me')
  @ApiErrors(E.APPLICATION_NOT_SUBMITTED)
  async mine(@CurrentUser() user: UserView): Promise<ApplicationSummary> {
    const application = await this.findApplication.execute(user.id);
    if (!application) throw noApplication();
    return application;
  }

  /**
   * Applies again after the quiz rejected the application (D17), from its `reapplyAt` on: a new application
   * waiting for the quiz (201). 429 naming the moment before then; 409 for any other application; 404 without one.
   */
  @Post('reapply')
  @ApiErrors(E.APPLICATION_NOT_SUBMITTED, E.APPLICATION_NOT_RENEWABLE, E.APPLICATION_REAPPLY_NOT_YET)
  reapply(@CurrentUser() user: UserView): Promise<ApplicationSummary> {
    return this.applyAgain.execute(user.id);
  }
}
