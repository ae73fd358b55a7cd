import { EntitySchema, type Opt } from '@mikro-orm/core';
import type { Certificate } from '../../domain/courses/certificate';
import { FREE_COURSE_IDS, type FreeCourseId } from '../../domain/courses/course-catalogue';

/** Course progress and certificates (constraints: the content migration). */

export interface LessonCompletionRow {
  userId: number;
  courseId: FreeCourseId;
  lessonId: string;
  completedAt: Opt<Date>;
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

/** A stored certificate: the domain's, issued at the database's now(). */
export interface CertificateRow extends Omit<Certificate, 'issuedAt'> {
  issuedAt: Opt<Date>;
}

export const CertificateSchema = new EntitySchema<CertificateRow>({
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
