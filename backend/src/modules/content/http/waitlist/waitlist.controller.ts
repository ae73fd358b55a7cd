import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SubscribersOnly } from '../../../../platform/http/access.decorators';
import { CurrentUser } from '../../../../platform/http/current-user';
import type { UserView } from '../../../identity/domain/user';
import type { PremiumCourseId } from '../../domain/courses/course-catalogue';
import { JoinWaitlist } from '../../application/waitlist/join-waitlist';
import { ListWaitlistedCourses } from '../../application/waitlist/list-waitlisted-courses';

/** The premium courses' Enroll Now (D5), under the course's own path: members with an active subscription (D20). */
@SubscribersOnly()
@ApiTags('content')
@Controller('api/courses')
export class WaitlistController {
  constructor(
    private readonly waitlist: JoinWaitlist,
    private readonly waitlisted: ListWaitlistedCourses,
  ) {}

  /** The premium courses whose wait lists the member is on. */
  @Get('waitlist')
  myWaitlists(@CurrentUser() member: UserView): Promise<{ courseIds: PremiumCourseId[] }> {
    return this.waitlisted.execute(member.id);
  }

  @Post(':courseId/waitlist')
  @HttpCode(200)
  joinWaitlist(@CurrentUser() member: UserView, @Param('courseId') courseId: string) {
    return this.waitlist.execute(member.id, courseId);
  }
}
