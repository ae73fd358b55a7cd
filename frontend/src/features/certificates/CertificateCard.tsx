import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import type { ReactNode } from 'react';
import { useBrand } from '../../app/brand';
import { longDate } from '../../app/dates';
import './certificate.css';

interface CertificateCardProps {
  courseTitle: string;
  /** Null for a visitor: the certificate then names no one. */
  memberName: string | null;
  issuedAt: string;
  skills?: readonly string[];
  footer?: ReactNode;
}

/** A certificate of completion (D12), shown on the completion screen and the verification page. */
export function CertificateCard({ courseTitle, memberName, issuedAt, skills, footer }: CertificateCardProps) {
  const { brandName } = useBrand();
  return (
    <section className="pw-certificate" aria-labelledby="certificate-title">
      <SafetyCertificateOutlined className="pw-certificate__seal" aria-hidden="true" />
      <h2 id="certificate-title">Certificate of Completion</h2>
      <p className="pw-certificate__line">This certifies that</p>
      <p className="pw-certificate__name">{memberName ?? 'you'}</p>
      <p className="pw-certificate__line">{memberName ? 'has' : 'have'} successfully completed</p>
      <p className="pw-certificate__course">{courseTitle}</p>
      {skills && (
        <ul className="pw-certificate__skills" aria-label="Skills covered">
          {skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      )}
      <p className="pw-certificate__issued">
        Issued by {brandName} on {longDate(issuedAt)}
      </p>
      {footer}
    </section>
  );
}
