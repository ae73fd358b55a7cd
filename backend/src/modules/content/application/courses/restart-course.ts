import { Inject, Injectable } from '@nestjs/common';
import { requireFreeCourse } from '../../domain/courses/course-catalogue';
import { courseProgress, type CourseProgress } from '../../domain/courses/course-progress';
import { CERTIFICATE_REPOSITORY, COURSE_PROGRESS_REPOSITORY } from '../../content.tokens';
import type { CertificateRepository } from './ports/certificate.repository';
import type { CourseProgressRepository } from './ports/course-progress.repository';

/** Restart clears the lessons; a certificate already earned stays valid. */
@Injectable()
export class RestartCourse {
  constructor(
    @Inject(COURSE_PROGRESS_REPOSITORY) private readonly progress: CourseProgressRepository,
    @Inject(CERTIFICATE_REPOSITORY) private readonly certificates: CertificateRepository,
  ) {}

  async execute(userId: number, courseId: string): Promise<CourseProgress> {
    const course = requireFreeCourse(courseId);
    await this.progress.clear(userId, course.id);
    const certificate = await this.certificates.findForMember(userId, course.id);
    return courseProgress(course, [], certificate);
  }
}
