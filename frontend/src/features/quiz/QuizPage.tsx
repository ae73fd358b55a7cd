import Alert from 'antd/es/alert';
import { LinkButton } from '../../app/components/LinkButton';
import { PageSpinner } from '../../app/components/PageSpinner';
import { useGetMyApplicationQuery } from '../applications/applicationsApi';
import { useSession } from '../auth/useSession';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import type { ReactNode } from 'react';
import { QuizFlow } from './QuizFlow';
import './quiz.css';

/**
 * `/quiz` (spec section 2): who may take the assessment, then the assessment itself. A member's page is rendered on
 * the server for them (routeData.ts MEMBER_PAGES), from the answers in its data block: its first views (the gates, the
 * start screen, the running quiz) are plain HTML, without antd (issue 29).
 */
export default function QuizPage() {
  usePageMeta({
    title: pageTitle('Writing Assessment'),
    description: 'The writing assessment of an application: 25 questions in 30 minutes, 70% to pass.',
  });
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'unauthenticated') {
    return (
      <Gate title="Please Sign In" text="Sign in to take the writing assessment.">
        <a className="pw-button pw-button--primary pw-button--large" href="/api/login">
          Sign In
        </a>
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
        <LinkButton to="/apply" primary>
          Submit Application
        </LinkButton>
      </Gate>
    );
  }
  return <QuizFlow application={application} />;
}

function Gate({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="pw-page pw-page--narrow pw-quiz-gate">
      <h1>{title}</h1>
      <p className="pw-lead">{text}</p>
      {children}
    </section>
  );
}
