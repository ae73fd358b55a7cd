import { courseNotFound } from './courses.errors';
/**
 * The server's view of the course catalogue: only what it must check (course and lesson ids, titles
 * for certificates). The lesson text lives in the frontend (`frontend/src/features/courses/data`),
 * whose ids must match these; `course-catalogue.spec.ts` keeps the two in step.
 */
export interface FreeCourse {
  id: FreeCourseId;
  title: string;
  lessonIds: readonly string[];
}

export const FREE_COURSE_IDS = ['writing-basics', 'grammar-essentials'] as const;
export type FreeCourseId = (typeof FREE_COURSE_IDS)[number];

const lessons = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);

export const FREE_COURSES: Readonly<Record<FreeCourseId, FreeCourse>> = {
  'writing-basics': { id: 'writing-basics', title: 'Writing Basics', lessonIds: lessons('wb', 8) },
  'grammar-essentials': { id: 'grammar-essentials', title: 'Grammar Essentials', lessonIds: lessons('ge', 6) },
};

/** Premium courses are not open yet; members can join their wait lists (D5). */
export const PREMIUM_COURSE_IDS = [
  'editorial-fundamentals',
  'advanced-copywriting',
  'technical-writing-mastery',
  'content-strategy-seo',
  'fiction-writing-workshop',
  'business-writing-excellence',
] as const;
export type PremiumCourseId = (typeof PREMIUM_COURSE_IDS)[number];

export function findFreeCourse(id: string): FreeCourse | null {
  return Object.hasOwn(FREE_COURSES, id) ? FREE_COURSES[id as FreeCourseId] : null;
}

/** The free course, or the NOT_FOUND error every course call answers for an unknown id. */
export function requireFreeCourse(id: string): FreeCourse {
  const course = findFreeCourse(id);
  if (!course) throw courseNotFound();
  return course;
}

export function isPremiumCourse(id: string): id is PremiumCourseId {
  return (PREMIUM_COURSE_IDS as readonly string[]).includes(id);
}
