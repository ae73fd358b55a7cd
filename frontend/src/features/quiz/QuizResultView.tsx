import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useState, type ReactNode } from 'react';
import { ButtonLink } from '../../app/components/ButtonLink';
import { useBrand } from '../../app/brand';
import { longDate } from '../../app/dates';
import { ReapplyNotice } from '../applications/ReapplyNotice';
import { useGetMyApplicationQuery, type Application } from '../applications/applicationsApi';
import { browser } from './browser';
import { useGetCurrentQuizQuery, type QuizResult, type QuizStatus } from './quizApi';
import { attemptsLeftText, useRetakeState } from './quizRetakes';
import { percentage } from './quizRules';

/**
 * A result's title as the page's heading: antd's Result title is a plain div in the text font, where every
 * other heading of the site is a serif h1 or h2 (issue 18).
 */
const heading = (text: string) => <h1 className="pw-quiz-result__title">{text}</h1>;

/** The result screens of spec section 2, pass and fail. */
export function QuizResultView({ result }: { result: QuizResult }) {
  const { applicationsEmail } = useBrand();
  const scoreLine = (
    <>
      <span className="pw-quiz-score">{percentage(result.score, result.maxScore)}%</span>
      <br />
      You scored {result.score} out of {result.maxScore} questions correctly
    </>
  );

  if (result.passed) {
    return (
      <section className="pw-page pw-page--narrow pw-quiz">
        <Result
          status="success"
          title={heading('Congratulations! You passed the writing assessment.')}
          subTitle={scoreLine}
          extra={
            <ButtonLink to="/dashboard" type="primary" size="large">
              Go to Dashboard
            </ButtonLink>
          }
        >
          <Typography.Paragraph>
            To complete your application, e-mail <a href={`mailto:${applicationsEmail}`}>{applicationsEmail}</a> with
            your full name in the subject line or the body of the message.
          </Typography.Paragraph>
          <Typography.Paragraph>
            You may also attach your resume or a few writing samples. Our editors review every application personally.
          </Typography.Paragraph>
        </Result>
      </section>
    );
  }

  return <FailedResult scoreLine={scoreLine} />;
}

/**
 * A failure: what comes next depends on D17's rules, so the application and the quiz status are read afresh
 * after the grading (a retake now, after the wait, or the application closed with the date to apply again).
 */
function FailedResult({ scoreLine }: { scoreLine: ReactNode }) {
  const [gradedAt] = useState(() => Date.now());
  const fresh = { refetchOnMountOrArgChange: true } as const;
  const application = useGetMyApplicationQuery(undefined, fresh);
  const status = useGetCurrentQuizQuery(undefined, fresh);
  // Answers read after the grading only: a copy from before it would still offer the retake.
  const current = (fulfilledAt: number | undefined) => fulfilledAt !== undefined && fulfilledAt >= gradedAt;
  const ready = current(application.fulfilledTimeStamp) && current(status.fulfilledTimeStamp);
  const dashboard = (
    <ButtonLink key="dashboard" to="/dashboard" size="large">
      Go to Dashboard
    </ButtonLink>
  );

  return (
    <section className="pw-page pw-page--narrow pw-quiz">
      {ready && application.data && status.data ? (
        <NextAttempt application={application.data} status={status.data} scoreLine={scoreLine} dashboard={dashboard} />
      ) : (
        <Result status="warning" title={heading('Not Passed This Time')} subTitle={scoreLine} extra={[dashboard]}>
          <Typography.Paragraph>Checking when you can take the quiz again…</Typography.Paragraph>
        </Result>
      )}
    </section>
  );
}

interface NextAttemptProps {
  application: Application;
  status: QuizStatus;
  scoreLine: ReactNode;
  dashboard: ReactNode;
}

function NextAttempt({ application, status, scoreLine, dashboard }: NextAttemptProps) {
  const retake = useRetakeState(application, status);
  if (retake.kind === 'closedByQuiz') {
    return (
      <Result status="warning" title={heading('Application Closed')} subTitle={scoreLine} extra={[dashboard]}>
        <ReapplyNotice reapplyAt={retake.reapplyAt} />
      </Result>
    );
  }
  const left = retake.kind === 'open' || retake.kind === 'waiting' ? retake.attemptsLeft : null;
  const retakeNow = retake.kind === 'open' && (
    <Button key="retake" type="primary" size="large" onClick={() => browser.reload()}>
      Retake Quiz
    </Button>
  );
  return (
    <Result status="warning" title={heading('Try Again')} subTitle={scoreLine} extra={[retakeNow, dashboard]}>
      <Typography.Paragraph>
        {retake.kind === 'waiting'
          ? `You need 70% or higher to pass. You can retake the quiz on ${longDate(retake.nextAttemptAt, 'minutes')}; until then, review the study materials.`
          : "You need 70% or higher to pass. Don't worry - you can retake the quiz after reviewing the study materials."}
      </Typography.Paragraph>
      {left !== null && <Typography.Paragraph>{attemptsLeftText(left)}</Typography.Paragraph>}
    </Result>
  );
}
