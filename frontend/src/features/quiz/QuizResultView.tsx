import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../../app/components/ButtonLink';
import { useBrand } from '../../app/brand';
import { browser } from './browser';
import type { QuizResult } from './quizApi';
import { percentage } from './quizRules';

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
          title="Congratulations! You passed the writing assessment."
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

  return (
    <section className="pw-page pw-page--narrow pw-quiz">
      <Result
        status="warning"
        title="Try Again"
        subTitle={scoreLine}
        extra={[
          <Button key="retake" type="primary" size="large" onClick={() => browser.reload()}>
            Retake Quiz
          </Button>,
          <ButtonLink key="dashboard" to="/dashboard" size="large">
            Go to Dashboard
          </ButtonLink>,
        ]}
      >
        <Typography.Paragraph>
          You need 70% or higher to pass. Don&apos;t worry - you can retake the quiz after reviewing the study
          materials.
        </Typography.Paragraph>
      </Result>
    </section>
  );
}
