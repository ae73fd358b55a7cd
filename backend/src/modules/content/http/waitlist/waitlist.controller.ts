import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../../platform/http/current-user';
import type { UserView } from '../../../identity/domain/user';
import { JoinWaitlist } from '../../application/waitlist/join-waitlist';

/** Members only: the premium courses' Enroll Now (D5), under the course's own path. */
@ApiTags('content')
@Controller('api/courses/:courseId')
export class WaitlistController {
  constructor(private readonly waitlist: JoinWaitlist) {}

  @Post('waitlist')
  @HttpCode(200)
  joinWaitlist(@CurrentUser() member: UserView, @Param('courseId') courseId: string) {
    return this.waitlist.execute(member.id, courseId);
  }
}
