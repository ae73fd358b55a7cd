import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CourseProgressRepository } from '../../application/courses/ports/course-progress.repository';
import type { FreeCourseId } from '../../domain/courses/course-catalogue';
import { LessonCompletionSchema } from './course.schema';

/**
 * One row per member, course and lesson. Every write is one statement whose outcome the primary key decides
 * (a repeat or a race changes nothing); outside a unit of work each commits on its own, which CheckLessonAnswers
 * relies on.
 */
@Injectable()
export class MikroOrmCourseProgressRepository implements CourseProgressRepository {
  constructor(private readonly em: EntityManager) {}

  async completedLessonIds(userId: number, courseId: FreeCourseId): Promise<string[]> {
    const completions = await this.em.find(LessonCompletionSchema, { userId, courseId }, { fields: ['lessonId'] });
    return completions.map((completion) => completion.lessonId);
  }

  async markComplete(userId: number, courseId: FreeCourseId, lessonId: string): Promise<void> {
    await this.em
      .createQueryBuilder(LessonCompletionSchema)
      .insert({ userId, courseId, lessonId })
      .onConflict()
      .ignore()
      .execute('run');
  }

  async clear(userId: number, courseId: FreeCourseId): Promise<void> {
    await this.em.nativeDelete(LessonCompletionSchema, { userId, courseId });
  }
}
