import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../app/brand';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { ApplyFinalScreen } from './ApplyFinalScreen';
import { ApplyStep } from './ApplyStep';
import {
  EMPTY_ANSWERS,
  FINAL_STEP,
  TOTAL_STEPS,
  progressPercent,
  stepError,
  type ApplyAnswers,
} from './applyQuestionnaire';
import './apply.css';

/** /apply: the five-step questionnaire of spec section 2; nothing is sent (D2). */
export default function ApplyPage() {
  const { brandName, brandShortName } = useBrand();
  const title = `Apply For ${brandShortName}`;
  usePageMeta({
    title: pageTitle(title),
    description: `Apply to join ${brandName}: five short steps about you and your writing, about 3-5 minutes.`,
  });
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<ApplyAnswers>(EMPTY_ANSWERS);
  const [error, setError] = useState<string | null>(null);

  const change = (changes: Partial<ApplyAnswers>) => {
    setAnswers((current) => ({ ...current, ...changes }));
    setError(null);
  };
  const next = () => {
    const problem = stepError(step, answers);
    setError(problem);
    if (!problem) setStep((current) => Math.min(current + 1, FINAL_STEP));
  };
  const previous = () => {
    setError(null);
    setStep((current) => Math.max(current - 1, 0));
  };

  return (
    <div className="pw-page pw-page--narrow pw-apply">
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph className="pw-lead">
        A few questions about you and your writing. It takes about 3-5 minutes.
      </Typography.Paragraph>
      <div className="pw-apply__progress">
        <span>
          Step {step + 1} of {TOTAL_STEPS}
        </span>
        <Progress percent={progressPercent(step)} showInfo={false} aria-label="Questionnaire progress" />
      </div>

      <div className="pw-apply__card">
        {step === FINAL_STEP ? (
          <ApplyFinalScreen answers={answers} onPrevious={previous} />
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              next();
            }}
          >
            <ApplyStep step={step} answers={answers} onChange={change} />
            {error && <Alert className="pw-apply__error" type="error" showIcon title={error} role="alert" />}
            <div className="pw-apply__nav">
              <Button onClick={previous} disabled={step === 0}>
                Previous
              </Button>
              <Button type="primary" htmlType="submit">
                Next
              </Button>
            </div>
          </form>
        )}
      </div>

      <Typography.Paragraph className="pw-apply__help">
        Questions before you apply? <Link to="/contact">Contact us</Link>.
      </Typography.Paragraph>
    </div>
  );
}
