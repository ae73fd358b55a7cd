import { Inject, Injectable } from '@nestjs/common';
import { requireFreeCourse } from '../../domain/courses/course-catalogue';
import { courseProgress, type CourseProgress } from '../../domain/courses/course-progress';
import { CERTIFICATE_REPOSITORY, COURSE_PROGRESS_REPOSITORY } from '../../content.tokens';
import type { CertificateRepository } from './ports/certificate.repository';
import type { CourseProgressRepository } from './ports/course-progress.repository';

/** A member's progress in a free course, stored on the server so it resumes on any device (D12). */
@Injectable()
export class GetCourseProgress {
  constructor(
    @Inject(COURSE_PROGRESS_REPOSITORY) private readonly progress: CourseProgressRepository,
    @Inject(CERTIFICATE_REPOSITORY) private readonly certificates: CertificateRepository,
  ) {}

  async execute(userId: number, courseId: string): Promise<CourseProgress> {
    const course = requireFreeCourse(courseId);
    const [completed, certificate] = await Promise.all([
      this.progress.completedLessonIds(userId, course.id),
      this.certificates.findForMember(userId, course.id),
    ]);
    return courseProgress(course, completed, certificate);
  }
}
