import Button from 'antd/es/button';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../app/components/ButtonLink';
import { CertificateCard } from '../certificates/CertificateCard';
import { CertificatePdfLink } from '../certificates/CertificatePdfLink';
import type { CourseProgress } from './coursesApi';
import type { CourseContent } from './data/courses.data';
import { MemberNextStep } from './memberNextStep';

export interface NextCourse {
  title: string;
  to: string;
  pitch: string;
}

interface CourseCompletionProps {
  course: CourseContent;
  /** The member's stored certificate; null for a visitor. */
  certificate: CourseProgress['certificate'];
  memberName: string | null;
  next: NextCourse;
  restarting: boolean;
  onRestart(): void;
}

/** 'Course Completed!': the certificate, what to do next, and the way back (spec section 2). */
export function CourseCompletion({
  course,
  certificate,
  memberName,
  next,
  restarting,
  onRestart,
}: CourseCompletionProps) {
  return (
    <div className="pw-completion">
      <h2 className="pw-completion__title">Course Completed!</h2>
      <p className="pw-lead">
        Well done: you finished all {course.lessons.length} lessons of {course.title}.
      </p>
      <CertificateCard
        courseTitle={course.title}
        memberName={certificate ? memberName : null}
        issuedAt={certificate?.issuedAt ?? new Date().toISOString()}
        skills={course.skills}
        footer={
          certificate ? (
            <>
              <p>
                Verification ID: <code>{certificate.id}</code>
                <br />
                <Link to={`/certificates/${certificate.id}`}>View the public verification page</Link>
              </p>
              <CertificatePdfLink id={certificate.id} type="primary" />
            </>
          ) : (
            <p>
              <Link to="/login">Sign in</Link> as a member to keep a certificate with a public verification page and a
              PDF to download.
            </p>
          )
        }
      />
      <section className="pw-completion__next" aria-labelledby="whats-next">
        <h3 id="whats-next">What's Next</h3>
        <ul>
          <li>
            Continue with <Link to={next.to}>{next.title}</Link>: {next.pitch}
          </li>
          <MemberNextStep />
        </ul>
      </section>
      <div className="pw-completion__actions">
        <ButtonLink to={next.to} type="primary">
          {next.title}
        </ButtonLink>
        <Button onClick={onRestart} loading={restarting}>
          Restart Course
        </Button>
        <ButtonLink to="/courses">All Courses</ButtonLink>
      </div>
    </div>
  );
}
