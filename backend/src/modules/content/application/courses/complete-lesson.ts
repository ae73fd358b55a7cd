import { Inject, Injectable } from '@nestjs/common';
import { memberName } from '../../domain/courses/certificate';
import { requireFreeCourse } from '../../domain/courses/course-catalogue';
import { courseProgress, isCourseComplete, type CourseProgress } from '../../domain/courses/course-progress';
import { lessonNotFound } from '../../domain/courses/courses.errors';
import { CERTIFICATE_REPOSITORY, COURSE_PROGRESS_REPOSITORY } from '../../content.tokens';
import type { CourseMember } from './course-member';
import type { CertificateRepository } from './ports/certificate.repository';
import type { CourseProgressRepository } from './ports/course-progress.repository';

/**
 * Mark Complete. Completing the last lesson issues the course certificate, once per member and
 * course (a unique constraint decides). Each statement commits on its own, deliberately: of two
 * concurrent completions, the later read sees both, so the certificate cannot be missed.
 */
@Injectable()
export class CompleteLesson {
  constructor(
    @Inject(COURSE_PROGRESS_REPOSITORY) private readonly progress: CourseProgressRepository,
    @Inject(CERTIFICATE_REPOSITORY) private readonly certificates: CertificateRepository,
  ) {}

  async execute(member: CourseMember, courseId: string, lessonId: string): Promise<CourseProgress> {
    const course = requireFreeCourse(courseId);
    if (!course.lessonIds.includes(lessonId)) throw lessonNotFound();
    await this.progress.markComplete(member.id, course.id, lessonId);
    const completed = await this.progress.completedLessonIds(member.id, course.id);
    const certificate = isCourseComplete(course, completed)
      ? await this.certificates.issueOnce(member.id, course.id, memberName(member.firstName, member.lastName))
      : await this.certificates.findForMember(member.id, course.id);
    return courseProgress(course, completed, certificate);
  }
}
