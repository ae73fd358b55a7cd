import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../platform/http/access.decorators';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CurrentUser } from '../../../platform/http/current-user';
import { PositiveIdParam } from '../../../platform/http/positive-id.param';
import type { UserView } from '../../identity/domain/user';
import {
  EditorSessions,
  type AdminSessionRequestList,
  type AdminSessionRequestView,
} from '../application/editor-sessions';
import { MENTORING_ERRORS as E } from '../domain/mentoring.errors';
import { DeclineSessionDto, ListSessionRequestsQuery, ScheduleSessionDto } from './session-request.dto';

/** The One-to-one tab of /admin (D20): requests, scheduled or declined once, audited (D10). Admins only. */
@ApiTags('admin')
@AdminOnly()
@Controller('api/admin/one-to-one')
export class AdminSessionsController {
  constructor(private readonly sessions: EditorSessions) {}

  /** Open requests first (oldest first), then the answered ones (latest answer first); at most 200. */
  @Get()
  list(@Query() query: ListSessionRequestsQuery): Promise<AdminSessionRequestList> {
    return this.sessions.list(query.state ?? null);
  }

  /** Schedules the session; 409 when it was answered already (by another editor too). The member is mailed. */
  @Post(':id/schedule')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(E.ONE_TO_ONE_REQUEST_NOT_FOUND, E.ONE_TO_ONE_ALREADY_ANSWERED, E.ONE_TO_ONE_TIMES_INVALID)
  @ApiParam({ name: 'id', type: 'integer' })
  schedule(
    @CurrentUser() editor: UserView,
    @PositiveIdParam('Session request') id: number,
    @Body() dto: ScheduleSessionDto,
  ): Promise<AdminSessionRequestView> {
    return this.sessions.schedule(id, new Date(dto.scheduledAt), dto.meetingLink, editor.id);
  }

  /** Declines with a note the member reads; 409 when it was answered already. The member is mailed. */
  @Post(':id/decline')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(E.ONE_TO_ONE_REQUEST_NOT_FOUND, E.ONE_TO_ONE_ALREADY_ANSWERED)
  @ApiParam({ name: 'id', type: 'integer' })
  decline(
    @CurrentUser() editor: UserView,
    @PositiveIdParam('Session request') id: number,
    @Body() dto: DeclineSessionDto,
  ): Promise<AdminSessionRequestView> {
    return this.sessions.decline(id, dto.note, editor.id);
  }
}
