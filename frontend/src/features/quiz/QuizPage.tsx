import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../../app/components/ButtonLink';
import { PageSpinner } from '../../app/components/PageSpinner';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { useGetMyApplicationQuery } from '../applications/applicationsApi';
import { useSession } from '../auth/useSession';
import type { ReactNode } from 'react';
import { QuizFlow } from './QuizFlow';
import './quiz.css';

/** `/quiz` (spec section 2): who may take the assessment, then the assessment itself. */
export default function QuizPage() {
  useDocumentTitle('Writing Assessment');
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'unauthenticated') {
    return (
      <Gate title="Please Sign In" text="Sign in to take the writing assessment.">
        <Button type="primary" size="large" href="/api/login">
          Sign In
        </Button>
      </Gate>
    );
  }
  return <MemberQuiz />;
}

function MemberQuiz() {
  const { data: application, isLoading, isError } = useGetMyApplicationQuery();
  if (isLoading) return <PageSpinner label="Loading your application…" />;
  if (isError) {
    return (
      <section className="pw-page pw-page--narrow">
        <Alert type="error" showIcon title="Your application could not be loaded. Please reload the page." />
      </section>
    );
  }
  if (!application) {
    return (
      <Gate title="Application Required" text="Submit an application before taking the writing assessment.">
        <ButtonLink to="/apply" type="primary" size="large">
          Submit Application
        </ButtonLink>
      </Gate>
    );
  }
  return <QuizFlow application={application} />;
}

function Gate({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="pw-page pw-page--narrow pw-quiz-gate">
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph className="pw-lead">{text}</Typography.Paragraph>
      {children}
    </section>
  );
}
