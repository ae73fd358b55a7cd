import type { FreeCourseId } from '../../../domain/courses/course-catalogue';

export interface CourseProgressRepository {
  completedLessonIds(userId: number, courseId: FreeCourseId): Promise<string[]>;
  /** Records the completion once (a repeat changes nothing). */
  markComplete(userId: number, courseId: FreeCourseId, lessonId: string): Promise<void>;
  clear(userId: number, courseId: FreeCourseId): Promise<void>;
}
