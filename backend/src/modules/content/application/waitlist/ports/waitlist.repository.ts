import type { PremiumCourseId } from '../../../domain/courses/course-catalogue';

export interface WaitlistRepository {
  /** Adds the member to the course's wait list once (a repeat changes nothing). */
  join(userId: number, courseId: PremiumCourseId): Promise<void>;
  /** The courses whose wait lists the member is on, in the catalogue's id order. */
  courseIdsOf(userId: number): Promise<PremiumCourseId[]>;
}
