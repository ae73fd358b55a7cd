import { FREE_COURSES, type FreeCourseId } from './course-catalogue';

/** A certificate of completion of a free course (D12), one per member and course. */
export interface Certificate {
  id: string;
  userId: number;
  courseId: FreeCourseId;
  /** The member's name when it was issued: the certificate does not change with the account. */
  memberName: string;
  issuedAt: Date;
}

/** What the public verification page shows. */
export interface CertificateView {
  id: string;
  courseTitle: string;
  memberName: string;
  issuedAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isCertificateId(id: string): boolean {
  return UUID.test(id);
}

export function memberName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

export function toCertificateView(certificate: Certificate): CertificateView {
  return {
    id: certificate.id,
    courseTitle: FREE_COURSES[certificate.courseId].title,
    memberName: certificate.memberName,
    issuedAt: certificate.issuedAt,
  };
}
