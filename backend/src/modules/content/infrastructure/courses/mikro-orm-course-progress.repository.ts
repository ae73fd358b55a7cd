import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CertificateRepository } from '../../application/courses/ports/certificate.repository';
import type { CourseProgressRepository } from '../../application/courses/ports/course-progress.repository';
import type { WaitlistRepository } from '../../application/waitlist/ports/waitlist.repository';
import type { Certificate } from '../../domain/courses/certificate';
import type { FreeCourseId, PremiumCourseId } from '../../domain/courses/course-catalogue';
import { sqlDate } from '../sql-values';

/**
 * Course progress, certificates and wait lists. Every write is one atomic statement whose outcome
 * the primary keys and unique constraints decide (a repeat or a race changes nothing).
 */
@Injectable()
export class MikroOrmCourseProgressRepository implements CourseProgressRepository {
  constructor(private readonly em: EntityManager) {}

  async completedLessonIds(userId: number, courseId: FreeCourseId): Promise<string[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ lesson_id: string }[]>(
        'SELECT lesson_id FROM course_lesson_completions WHERE user_id = ? AND course_id = ?',
        [userId, courseId],
      );
    return rows.map((row) => row.lesson_id);
  }

  async markComplete(userId: number, courseId: FreeCourseId, lessonId: string): Promise<void> {
    await this.em
      .getConnection()
      .execute(
        'INSERT INTO course_lesson_completions (user_id, course_id, lesson_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        [userId, courseId, lessonId],
      );
  }

  async clear(userId: number, courseId: FreeCourseId): Promise<void> {
    await this.em
      .getConnection()
      .execute('DELETE FROM course_lesson_completions WHERE user_id = ? AND course_id = ?', [userId, courseId]);
  }
}

interface CertificateRow {
  id: string;
  user_id: number;
  course_id: FreeCourseId;
  member_name: string;
  issued_at: Date | string;
}

@Injectable()
export class MikroOrmCertificateRepository implements CertificateRepository {
  constructor(private readonly em: EntityManager) {}

  async issueOnce(userId: number, courseId: FreeCourseId, memberName: string): Promise<Certificate> {
    // Two statements on purpose: the SELECT runs with a fresh snapshot and so sees a certificate a
    // concurrent request has just committed, which a single statement's snapshot might not.
    await this.em
      .getConnection()
      .execute(
        'INSERT INTO course_certificates (user_id, course_id, member_name) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        [userId, courseId, memberName],
      );
    const certificate = await this.findForMember(userId, courseId);
    if (!certificate) throw new Error(`certificate of user ${userId} for ${courseId} vanished after insert`);
    return certificate;
  }

  async findForMember(userId: number, courseId: FreeCourseId): Promise<Certificate | null> {
    return this.one('user_id = ? AND course_id = ?', [userId, courseId]);
  }

  async findById(id: string): Promise<Certificate | null> {
    return this.one('id = ?::uuid', [id]);
  }

  private async one(where: string, params: unknown[]): Promise<Certificate | null> {
    const [row] = await this.em
      .getConnection()
      .execute<CertificateRow[]>(
        `SELECT id, user_id, course_id, member_name, issued_at FROM course_certificates WHERE ${where}`,
        params,
      );
    if (!row) return null;
    return {
      id: row.id,
      userId: row.user_id,
      courseId: row.course_id,
      memberName: row.member_name,
      issuedAt: sqlDate(row.issued_at),
    };
  }
}

@Injectable()
export class MikroOrmWaitlistRepository implements WaitlistRepository {
  constructor(private readonly em: EntityManager) {}

  async join(userId: number, courseId: PremiumCourseId): Promise<void> {
    await this.em
      .getConnection()
      .execute('INSERT INTO course_waitlist (user_id, course_id) VALUES (?, ?) ON CONFLICT DO NOTHING', [
        userId,
        courseId,
      ]);
  }
}
