import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../../platform/http/current-user';
import type { UserView } from '../../../identity/domain/user';
import { CompleteLesson } from '../../application/courses/complete-lesson';
import { GetCourseProgress } from '../../application/courses/get-course-progress';
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
  ) {}

  @Get('progress')
  getProgress(@CurrentUser() member: UserView, @Param('courseId') courseId: string): Promise<CourseProgress> {
    return this.progress.execute(member.id, courseId);
  }

  @Post('lessons/:lessonId/complete')
  @HttpCode(200)
  completeLesson(
    @CurrentUser() member: UserView,
    @Param('courseId') courseId: string,
    @Param('lessonId') lessonId: string,
  ): Promise<CourseProgress> {
    return this.complete.execute(member, courseId, lessonId);
  }

  @Post('restart')
  @HttpCode(200)
  restartCourse(@CurrentUser() member: UserView, @Param('courseId') courseId: string): Promise<CourseProgress> {
    return this.restart.execute(member.id, courseId);
  }
}
