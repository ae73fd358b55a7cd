import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FREE_COURSES, PREMIUM_COURSE_IDS, findFreeCourse, isPremiumCourse } from './course-catalogue';
import { courseProgress, isCourseComplete } from './course-progress';

const FRONTEND_DATA = join(__dirname, '../../../../../../frontend/src/features/courses/data/courses.data.ts');

describe('course catalogue', () => {
  it('matches the lesson and course ids of the frontend course data', () => {
    const source = readFileSync(FRONTEND_DATA, 'utf8');
    const ids = [...source.matchAll(/^ {2,4}id: ['"]([a-z0-9-]+)['"],$/gm)].map((match) => match[1]);
    const expected = [
      ...FREE_COURSES['writing-basics'].lessonIds,
      'writing-basics',
      ...FREE_COURSES['grammar-essentials'].lessonIds,
      'grammar-essentials',
      ...PREMIUM_COURSE_IDS,
    ];
    expect(ids).toEqual(expected);
  });

  it('finds free courses by id only, never through prototype keys', () => {
    expect(findFreeCourse('grammar-essentials')?.lessonIds).toHaveLength(6);
    expect(findFreeCourse('writing-basics')?.lessonIds).toHaveLength(8);
    for (const id of ['__proto__', 'constructor', 'toString', 'advanced-copywriting', '']) {
      expect(findFreeCourse(id)).toBeNull();
    }
    expect(isPremiumCourse('advanced-copywriting')).toBe(true);
    expect(isPremiumCourse('writing-basics')).toBe(false);
  });

  it('reports progress in catalogue order and completion only when every lesson is done', () => {
    const course = FREE_COURSES['grammar-essentials'];
    const progress = courseProgress(course, ['ge-4', 'ge-1', 'ge-4'], null);
    expect(progress).toEqual({
      courseId: 'grammar-essentials',
      totalLessons: 6,
      completedLessonIds: ['ge-1', 'ge-4'],
      completed: false,
      certificate: null,
    });
    expect(isCourseComplete(course, course.lessonIds)).toBe(true);
    expect(isCourseComplete(course, course.lessonIds.slice(1))).toBe(false);
  });
});
