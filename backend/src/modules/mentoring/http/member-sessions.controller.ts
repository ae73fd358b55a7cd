import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CurrentUser } from '../../../platform/http/current-user';
import { PositiveIdParam } from '../../../platform/http/positive-id.param';
import type { UserView } from '../../identity/domain/user';
import { MemberSessions, type MemberSessionsView } from '../application/member-sessions';
import type { SessionRequestView } from '../application/session-request-view';
import { MENTORING_ERRORS as E } from '../domain/mentoring.errors';
import { RequestSessionDto } from './session-request.dto';

/** One-to-one sessions with a senior editor, the member's side (D20): their own requests only. */
@ApiTags('mentoring')
@Controller('api/one-to-one')
export class MemberSessionsController {
  constructor(private readonly sessions: MemberSessions) {}

  /** Whether the member may ask (Editorial Partners), the month's limit, and their requests, newest first. */
  @Get('me')
  mine(@CurrentUser() user: UserView): Promise<MemberSessionsView> {
    return this.sessions.overview(user);
  }

  /** A new request; 403 below Editorial Partner, 409 past ONE_TO_ONE_PER_MONTH open requests this month. */
  @Post()
  @ApiErrors(E.ONE_TO_ONE_TIER_REQUIRED, E.ONE_TO_ONE_LIMIT_REACHED, E.ONE_TO_ONE_TIMES_INVALID)
  request(@CurrentUser() user: UserView, @Body() dto: RequestSessionDto): Promise<SessionRequestView> {
    return this.sessions.request(user, {
      topic: dto.topic,
      preferredTimes: dto.preferredTimes.map((time) => new Date(time)),
    });
  }

  /** One of the member's requests; another member's is 404. */
  @Get(':id')
  @ApiErrors(E.ONE_TO_ONE_REQUEST_NOT_FOUND)
  @ApiParam({ name: 'id', type: 'integer' })
  one(@CurrentUser() user: UserView, @PositiveIdParam('Session request') id: number): Promise<SessionRequestView> {
    return this.sessions.find(user, id);
  }
}
