import { useCallback, useEffect, useRef, useState } from 'react';
import { ProgressBar } from '../../app/components/ProgressBar';
import { PlainTag } from '../dashboard/PlainTag';
import { QuestionGrid } from './QuestionGrid';
import type { QuizResult, QuizSheet } from './quizApi';
import { UNANSWERED } from './quizRules';
import { QuizTimer } from './QuizTimer';
import { useAutosave } from './useAutosave';
import { useCountdown } from './useCountdown';
import { useQuizSubmit } from './useQuizSubmit';

/** The category's tag: antd's blue, solid as the plain tags are (white on it: 5.1:1). */
const CATEGORY_COLOR = '#1d5fc9';

interface ActiveQuizProps {
  sheet: QuizSheet;
  applicationId: number;
  onFinished: (result: QuizResult) => void;
}

/**
 * The running assessment (spec section 2): one question at a time, the server's clock, autosave. Plain elements
 * (issue 29): it is what a member reloading the quiz sees first, and antd's radio group, tags and progress computed
 * the theme's tokens and registered their styles in long tasks as it appeared.
 */
export function ActiveQuiz({ sheet, applicationId, onFinished }: ActiveQuizProps) {
  const total = sheet.questions.length;
  const [answers, setAnswers] = useState<number[]>(() => sheet.answers.slice(0, total));
  const [index, setIndex] = useState(() => Math.max(0, sheet.answers.indexOf(UNANSWERED)));
  const latest = useRef(answers);
  const autosave = useAutosave();
  const { submit, submitting } = useQuizSubmit(sheet, applicationId, onFinished);

  useEffect(() => {
    latest.current = answers;
  }, [answers]);

  // At zero the quiz goes in with whatever exists; unanswered questions are sent as -1.
  const onExpire = useCallback(() => void submit(latest.current, true), [submit]);
  const seconds = useCountdown(sheet.remainingSeconds, onExpire);
  const timeUp = seconds === 0;

  const question = sheet.questions[index];
  const last = index === total - 1;
  const percent = Math.round(((index + 1) / total) * 100);
  if (!question) return null;

  const choose = (answer: number) => {
    const next = answers.map((value, i) => (i === index ? answer : value));
    latest.current = next;
    setAnswers(next);
    autosave(question.id, answer);
  };

  return (
    <section className="pw-page pw-quiz pw-quiz--active" aria-labelledby="pw-quiz-question">
      <header className="pw-quiz-bar">
        <strong>
          Question {index + 1} of {total}
        </strong>
        <QuizTimer seconds={seconds} />
      </header>
      <ProgressBar className="pw-quiz-progress" label="Progress" percent={percent} />
      <div className="pw-quiz-layout">
        <article className="pw-quiz-question">
          <div className="pw-quiz-meta">
            <PlainTag color={CATEGORY_COLOR}>{question.category}</PlainTag>
            <PlainTag>Level {question.difficulty}</PlainTag>
          </div>
          <h2 id="pw-quiz-question" className="pw-quiz-question__text">
            {question.question}
          </h2>
          <div className="pw-quiz-options" role="radiogroup" aria-labelledby="pw-quiz-question">
            {question.options.map((option, i) => (
              <label key={option} className="pw-quiz-option">
                <input
                  type="radio"
                  name={`pw-quiz-${question.id}`}
                  value={i}
                  checked={answers[index] === i}
                  disabled={timeUp || submitting}
                  onChange={() => choose(i)}
                />
                <span>{option}</span>
              </label>
            ))}
          </div>
          <div className="pw-quiz-nav">
            <button type="button" className="pw-button" onClick={() => setIndex(index - 1)} disabled={index === 0}>
              Previous
            </button>
            {last ? (
              <button
                type="button"
                className="pw-button pw-button--primary"
                disabled={submitting}
                aria-busy={submitting || undefined}
                onClick={() => void submit(answers, timeUp)}
              >
                Submit Quiz
              </button>
            ) : (
              <button type="button" className="pw-button pw-button--primary" onClick={() => setIndex(index + 1)}>
                Next
              </button>
            )}
          </div>
        </article>
        <QuestionGrid answers={answers} current={index} onJump={setIndex} />
      </div>
    </section>
  );
}
