import { Inject, Injectable } from '@nestjs/common';
import { memberName } from '../../domain/courses/certificate';
import { requireFreeCourse, type FreeCourse } from '../../domain/courses/course-catalogue';
import { courseProgress, isCourseComplete, type CourseProgress } from '../../domain/courses/course-progress';
import { lessonNotFound } from '../../domain/courses/courses.errors';
import { checkAnswers, type QuestionFeedback } from '../../domain/courses/lesson-check';
import { lessonQuestions } from '../../domain/courses/practice-questions';
import { CERTIFICATE_REPOSITORY, COURSE_PROGRESS_REPOSITORY } from '../../content.tokens';
import type { CourseMember } from './course-member';
import type { CertificateRepository } from './ports/certificate.repository';
import type { CourseProgressRepository } from './ports/course-progress.repository';

/** The answer to one try at a lesson's practice questions. */
export interface LessonAnswersResult {
  lessonId: string;
  /** One per question, in order: right or wrong, and why; null for a question left unanswered. */
  results: QuestionFeedback[];
  /** Every question answered correctly, so the lesson is complete. */
  lessonCompleted: boolean;
  /** A member's stored progress after this try; null for a visitor, whose progress stays in the page (D12). */
  progress: CourseProgress | null;
}

/**
 * Checks a try at a lesson's practice questions (D12): the only way a lesson becomes complete. A visitor's
 * answers are checked and forgotten; a member's correct try records the lesson, and the last lesson issues the
 * course certificate, once per member and course (a unique constraint decides). Each statement commits on its
 * own, deliberately: of two concurrent last lessons, the later read sees both, so the certificate cannot be missed.
 */
@Injectable()
export class CheckLessonAnswers {
  constructor(
    @Inject(COURSE_PROGRESS_REPOSITORY) private readonly progress: CourseProgressRepository,
    @Inject(CERTIFICATE_REPOSITORY) private readonly certificates: CertificateRepository,
  ) {}

  async execute(
    member: CourseMember | null,
    courseId: string,
    lessonId: string,
    answers: readonly number[],
  ): Promise<LessonAnswersResult> {
    const course = requireFreeCourse(courseId);
    if (!course.lessonIds.includes(lessonId)) throw lessonNotFound();
    const { results, passed } = checkAnswers(lessonQuestions(lessonId), answers);
    const progress = member && (await this.progressAfter(member, course, passed ? lessonId : null));
    return { lessonId, results, lessonCompleted: passed, progress };
  }

  private async progressAfter(member: CourseMember, course: FreeCourse, passedLesson: string | null) {
    if (passedLesson) await this.progress.markComplete(member.id, course.id, passedLesson);
    const completed = await this.progress.completedLessonIds(member.id, course.id);
    const certificate = isCourseComplete(course, completed)
      ? await this.certificates.issueOnce(member.id, course.id, memberName(member.firstName, member.lastName))
      : await this.certificates.findForMember(member.id, course.id);
    return courseProgress(course, completed, certificate);
  }
}
