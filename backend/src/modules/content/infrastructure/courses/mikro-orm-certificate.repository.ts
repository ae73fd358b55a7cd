import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CertificateRepository } from '../../application/courses/ports/certificate.repository';
import type { Certificate } from '../../domain/courses/certificate';
import type { FreeCourseId } from '../../domain/courses/course-catalogue';
import { CertificateSchema } from './course.schema';

/** One certificate per member and course: the unique constraint decides between concurrent issues. */
@Injectable()
export class MikroOrmCertificateRepository implements CertificateRepository {
  constructor(private readonly em: EntityManager) {}

  async issueOnce(userId: number, courseId: FreeCourseId, memberName: string): Promise<Certificate> {
    // Two statements on purpose: the SELECT runs with a fresh snapshot and so sees a certificate a
    // concurrent request has just committed, which a single statement's snapshot might not.
    await this.em
      .createQueryBuilder(CertificateSchema)
      .insert({ userId, courseId, memberName })
      .onConflict()
      .ignore()
      .execute('run');
    const certificate = await this.findForMember(userId, courseId);
    if (!certificate) throw new Error(`certificate of user ${userId} for ${courseId} vanished after insert`);
    return certificate;
  }

  findForMember(userId: number, courseId: FreeCourseId): Promise<Certificate | null> {
    return this.em.findOne(CertificateSchema, { userId, courseId });
  }

  findById(id: string): Promise<Certificate | null> {
    return this.em.findOne(CertificateSchema, { id });
  }
}
