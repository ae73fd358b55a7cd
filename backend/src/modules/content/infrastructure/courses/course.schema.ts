import { EntitySchema } from '@mikro-orm/core';
import type { Certificate } from '../../domain/courses/certificate';
import {
  FREE_COURSE_IDS,
  PREMIUM_COURSE_IDS,
  type FreeCourseId,
  type PremiumCourseId,
} from '../../domain/courses/course-catalogue';

/** Course progress, certificates and premium wait lists (constraints: the content migration). */

export interface LessonCompletionRow {
  userId: number;
  courseId: FreeCourseId;
  lessonId: string;
  completedAt: Date;
}

export const LessonCompletionSchema = new EntitySchema<LessonCompletionRow>({
  name: 'LessonCompletion',
  tableName: 'course_lesson_completions',
  properties: {
    userId: { type: 'integer', primary: true },
    courseId: { type: 'string', primary: true, enum: true, items: () => [...FREE_COURSE_IDS] },
    lessonId: { type: 'string', length: 20, primary: true },
    completedAt: { type: 'datetime', defaultRaw: 'now()' },
  },
});

export const CertificateSchema = new EntitySchema<Certificate>({
  name: 'Certificate',
  tableName: 'course_certificates',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'integer' },
    courseId: { type: 'string', enum: true, items: () => [...FREE_COURSE_IDS] },
    memberName: { type: 'string', length: 201 },
    issuedAt: { type: 'datetime', defaultRaw: 'now()' },
  },
});

export interface WaitlistRow {
  userId: number;
  courseId: PremiumCourseId;
  joinedAt: Date;
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
