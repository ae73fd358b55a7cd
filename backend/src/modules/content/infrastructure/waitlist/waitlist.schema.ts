import { EntitySchema, type Opt } from '@mikro-orm/core';
import { PREMIUM_COURSE_IDS, type PremiumCourseId } from '../../domain/courses/course-catalogue';

/** The premium courses' wait lists (constraints: the content migration). */
export interface WaitlistRow {
  userId: number;
  courseId: PremiumCourseId;
  joinedAt: Opt<Date>;
}

export const WaitlistSchema = new EntitySchema<WaitlistRow>({
  name: 'CourseWaitlistEntry',
  tableName: 'course_waitlist',
  properties: {
    userId: { type: 'integer', primary: true },
    courseId: { type: 'string', primary: true, enum: true, items: () => [...PREMIUM_COURSE_IDS] },
    joinedAt: { type: 'datetime', defaultRaw: 'now()' },
  },
});
