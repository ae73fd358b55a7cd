import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import Button from 'antd/es/button';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import type { LessonAnswersResult, QuestionFeedback } from './coursesApi';
import type { ExerciseChoice } from './data/courses.data';
import { practiceSummary, UNANSWERED } from './practiceRules';

interface LessonPracticeProps {
  lessonId: string;
  questions: readonly ExerciseChoice[];
  done: boolean;
  /** Checks the answers on the server (D12); rejects when it cannot be reached. */
  onCheck(answers: number[]): Promise<LessonAnswersResult>;
}

/**
 * A lesson's practice questions (D12): the server says after each try whether each answer is right and why, and
 * the lesson is complete once every one is right. The answers are not in the page until the member has answered.
 */
export function LessonPractice({ lessonId, questions, done, onCheck }: LessonPracticeProps) {
  const [answers, setAnswers] = useState<number[]>(() => questions.map(() => UNANSWERED));
  const [feedback, setFeedback] = useState<QuestionFeedback[]>(() => questions.map(() => null));
  const [summary, setSummary] = useState('');
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);

  const choose = (question: number, choice: number) => {
    setAnswers((current) => current.map((answer, i) => (i === question ? choice : answer)));
    // The explanation was about the previous choice: it no longer applies.
    setFeedback((current) => current.map((item, i) => (i === question ? null : item)));
  };

  const check = async () => {
    setChecking(true);
    setFailed(false);
    try {
      const result = await onCheck(answers);
      setFeedback(result.results);
      setSummary(practiceSummary(result.results, result.lessonCompleted));
    } catch {
      setFailed(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="pw-practice" aria-labelledby={`${lessonId}-practice`}>
      <h3 id={`${lessonId}-practice`}>Practice</h3>
      <p className="pw-lesson__note">
        {done
          ? 'You have completed this lesson. Try the questions again whenever you like.'
          : `Answer ${questions.length === 1 ? 'the question' : `all ${questions.length} questions`} correctly to complete this lesson. Each try shows what is right and why.`}
      </p>
      {questions.map((question, i) => {
        const result = feedback[i];
        return (
          <fieldset key={`${lessonId}-${i}`} className="pw-lesson__exercise">
            <legend>
              Question {i + 1}: {question.prompt}
            </legend>
            <Radio.Group
              className="pw-practice__choices"
              value={answers[i] === UNANSWERED ? undefined : answers[i]}
              onChange={(event) => choose(i, event.target.value as number)}
              options={question.choices.map((choice, j) => ({ value: j, label: choice }))}
            />
            {result && (
              <div className={`pw-feedback pw-feedback--${result.correct ? 'right' : 'wrong'}`}>
                {result.correct ? (
                  <CheckCircleFilled className="pw-feedback__icon" aria-hidden="true" />
                ) : (
                  <CloseCircleFilled className="pw-feedback__icon" aria-hidden="true" />
                )}
                <p>
                  <strong>{result.correct ? 'Correct.' : 'Not quite.'}</strong> {result.explanation}
                </p>
              </div>
            )}
          </fieldset>
        );
      })}
      <div className="pw-practice__check">
        <Button onClick={() => void check()} loading={checking} disabled={answers.every((a) => a === UNANSWERED)}>
          Check answers
        </Button>
        <p role="status" className="pw-practice__summary">
          {failed ? 'Your answers could not be checked. Please try again.' : summary}
        </p>
      </div>
    </section>
  );
}
