import { Controller, Get, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { UserView } from '../../identity/domain/user';
import { MemberApplications } from '../application/member-applications';
import type { ApplicationSummary } from '../domain/application';
import { noApplication } from '../domain/applications.errors';

@ApiTags('applications')
@Controller('api/applications')
export class ApplicationsController {
  constructor(private readonly applications: MemberApplications) {}

  /** The signed-in member's application (`{id, status}`), 404 when there is none. */
  @Get('me')
  async mine(@Req() req: Request): Promise<ApplicationSummary> {
    const application = await this.applications.findForUser((req.user as UserView).id);
    if (!application) throw noApplication();
    return application;
  }
}
