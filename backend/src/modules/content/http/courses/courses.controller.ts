import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { UserView } from '../../../identity/domain/user';
import { CompleteLesson } from '../../application/courses/complete-lesson';
import { GetCourseProgress } from '../../application/courses/get-course-progress';
import { JoinWaitlist } from '../../application/waitlist/join-waitlist';
import { RestartCourse } from '../../application/courses/restart-course';
import type { CourseProgress } from '../../domain/courses/course-progress';

/** Members only: a visitor's progress stays in the page (D12). */
@ApiTags('content')
@Controller('api/courses/:courseId')
export class CoursesController {
  constructor(
    private readonly progress: GetCourseProgress,
    private readonly complete: CompleteLesson,
    private readonly restart: RestartCourse,
    private readonly waitlist: JoinWaitlist,
  ) {}

  @Get('progress')
  getProgress(@Req() req: Request, @Param('courseId') courseId: string): Promise<CourseProgress> {
    return this.progress.execute(member(req).id, courseId);
  }

  @Post('lessons/:lessonId/complete')
  @HttpCode(200)
  completeLesson(
    @Req() req: Request,
    @Param('courseId') courseId: string,
    @Param('lessonId') lessonId: string,
  ): Promise<CourseProgress> {
    return this.complete.execute(member(req), courseId, lessonId);
  }

  @Post('restart')
  @HttpCode(200)
  restartCourse(@Req() req: Request, @Param('courseId') courseId: string): Promise<CourseProgress> {
    return this.restart.execute(member(req).id, courseId);
  }

  @Post('waitlist')
  @HttpCode(200)
  joinWaitlist(@Req() req: Request, @Param('courseId') courseId: string) {
    return this.waitlist.execute(member(req).id, courseId);
  }
}

const member = (req: Request) => req.user as UserView;
