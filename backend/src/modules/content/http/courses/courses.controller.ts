import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access.decorators';
import { CurrentUser, OptionalUser } from '../../../../platform/http/current-user';
import type { UserView } from '../../../identity/domain/user';
import { CheckLessonAnswers, type LessonAnswersResult } from '../../application/courses/check-lesson-answers';
import { GetCourseProgress } from '../../application/courses/get-course-progress';
import { RestartCourse } from '../../application/courses/restart-course';
import type { CourseProgress } from '../../domain/courses/course-progress';
import { LessonAnswersDto } from './lesson-answers.dto';
import { ApiErrors } from '../../../../platform/http/api-errors';
import { CONTENT_ERRORS as E } from '../../domain/content.errors';

/** Progress is for members; a visitor's stays in the page (D12), and only their answers are checked here. */
@ApiTags('content')
@Controller('api/courses/:courseId')
export class CoursesController {
  constructor(
    private readonly progress: GetCourseProgress,
    private readonly answers: CheckLessonAnswers,
    private readonly restart: RestartCourse,
  ) {}

  @Get('progress')
  @ApiErrors(E.COURSE_NOT_FOUND)
  getProgress(@CurrentUser() member: UserView, @Param('courseId') courseId: string): Promise<CourseProgress> {
    return this.progress.execute(member.id, courseId);
  }

  /**
   * A try at the lesson's practice questions: right or wrong and why, for each one answered. A member's correct
   * try completes the lesson (the only way to); a visitor's is checked and not stored.
   */
  @Public()
  @Post('lessons/:lessonId/answers')
  @ApiErrors(E.COURSE_NOT_FOUND)
  @HttpCode(200)
  checkAnswers(
    @OptionalUser() member: UserView | null,
    @Param('courseId') courseId: string,
    @Param('lessonId') lessonId: string,
    @Body() body: LessonAnswersDto,
  ): Promise<LessonAnswersResult> {
    return this.answers.execute(member, courseId, lessonId, body.answers);
  }

  @Post('restart')
  @ApiErrors(E.COURSE_NOT_FOUND)
  @HttpCode(200)
  restartCourse(@CurrentUser() member: UserView, @Param('courseId') courseId: string): Promise<CourseProgress> {
    return this.restart.execute(member.id, courseId);
  }
}
