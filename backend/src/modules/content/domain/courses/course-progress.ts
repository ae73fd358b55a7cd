import type { Certificate } from './certificate';
import type { FreeCourse, FreeCourseId } from './course-catalogue';

/** A member's progress in one free course, as the players need it. */
export interface CourseProgress {
  courseId: FreeCourseId;
  totalLessons: number;
  /** In catalogue order. */
  completedLessonIds: string[];
  completed: boolean;
  /** Earned once, kept after a restart. */
  certificate: { id: string; issuedAt: Date } | null;
}

export function courseProgress(
  course: FreeCourse,
  completedIds: readonly string[],
  certificate: Pick<Certificate, 'id' | 'issuedAt'> | null,
): CourseProgress {
  const done = new Set(completedIds);
  const completedLessonIds = course.lessonIds.filter((id) => done.has(id));
  return {
    courseId: course.id,
    totalLessons: course.lessonIds.length,
    completedLessonIds,
    completed: isCourseComplete(course, completedIds),
    certificate: certificate && { id: certificate.id, issuedAt: certificate.issuedAt },
  };
}

export function isCourseComplete(course: FreeCourse, completedIds: readonly string[]): boolean {
  const done = new Set(completedIds);
  return course.lessonIds.every((id) => done.has(id));
}
