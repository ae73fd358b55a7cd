import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../app/brand';
import { ProgressBar } from '../../app/components/ProgressBar';
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

/**
 * /apply: the five-step questionnaire of spec section 2; nothing is sent (D2). Plain elements, no antd (issue 29):
 * the server renders its first step and the browser hydrates it at once, and antd's components (their theme's
 * tokens, their styles registered as they render) made that hydration one long task of about a second on a phone.
 */
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
      <h1>{title}</h1>
      <p className="pw-lead">A few questions about you and your writing. It takes about 3-5 minutes.</p>
      <div className="pw-apply__progress">
        <span>
          Step {step + 1} of {TOTAL_STEPS}
        </span>
        <ProgressBar label="Questionnaire progress" percent={progressPercent(step)} />
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
            {error && (
              <p className="pw-apply__error" role="alert">
                {error}
              </p>
            )}
            <div className="pw-apply__nav">
              <button type="button" className="pw-button" onClick={previous} disabled={step === 0}>
                Previous
              </button>
              <button type="submit" className="pw-button pw-button--primary">
                Next
              </button>
            </div>
          </form>
        )}
      </div>

      <p className="pw-apply__help">
        Questions before you apply? <Link to="/contact">Contact us</Link>.
      </p>
    </div>
  );
}
