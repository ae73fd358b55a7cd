import type { Certificate } from '../../../domain/courses/certificate';
import type { FreeCourseId } from '../../../domain/courses/course-catalogue';

export interface CertificateRepository {
  /** Issues the member's certificate for the course unless one exists; returns the one that exists. */
  issueOnce(userId: number, courseId: FreeCourseId, memberName: string): Promise<Certificate>;
  findForMember(userId: number, courseId: FreeCourseId): Promise<Certificate | null>;
  findById(id: string): Promise<Certificate | null>;
}
