import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CurrentUser } from '../../../platform/http/current-user';
import type { SignedInUser } from '../../../shared/domain/signed-in-user';
import { AccountSessions, type AccountSessionView, type EndedSessionsView } from '../application/account-sessions';
import { IDENTITY_ERRORS as E } from '../domain/identity.errors';
import { AccountSessionParam } from './account-sessions.dto';

/** The Account tab's "Where you're signed in" (D19): the member's own sessions, and ending them. */
@ApiTags('identity')
@Controller('api/account/sessions')
export class AccountSessionsController {
  constructor(private readonly sessions: AccountSessions) {}

  @Get()
  list(@CurrentUser() user: SignedInUser, @Req() req: Request): Promise<AccountSessionView[]> {
    return this.sessions.list(user.id, req.sessionID);
  }

  /** "Sign out of all other sessions": every session of the member but this browser's. */
  @Delete()
  endOthers(@CurrentUser() user: SignedInUser, @Req() req: Request): Promise<EndedSessionsView> {
    return this.sessions.endOthers(user.id, req.sessionID);
  }

  /** "Sign out" on another session's row; this browser's own session ends by signing out. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiErrors(E.SESSION_NOT_FOUND, E.SESSION_IS_CURRENT)
  async end(
    @CurrentUser() user: SignedInUser,
    @Req() req: Request,
    @Param() params: AccountSessionParam,
  ): Promise<void> {
    await this.sessions.end(user.id, params.id, req.sessionID);
  }
}
