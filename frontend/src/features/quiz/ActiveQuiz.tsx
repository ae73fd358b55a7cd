import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Radio from 'antd/es/radio';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QuestionGrid } from './QuestionGrid';
import type { QuizResult, QuizSheet } from './quizApi';
import { UNANSWERED } from './quizRules';
import { QuizTimer } from './QuizTimer';
import { useAutosave } from './useAutosave';
import { useCountdown } from './useCountdown';
import { useQuizSubmit } from './useQuizSubmit';

interface ActiveQuizProps {
  sheet: QuizSheet;
  applicationId: number;
  onFinished: (result: QuizResult) => void;
}

/** The running assessment (spec section 2): one question at a time, the server's clock, autosave. */
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
        <Typography.Text strong>
          Question {index + 1} of {total}
        </Typography.Text>
        <QuizTimer seconds={seconds} />
      </header>
      <Progress percent={Math.round(((index + 1) / total) * 100)} showInfo={false} aria-label="Progress" />
      <div className="pw-quiz-layout">
        <article className="pw-quiz-question">
          <div className="pw-quiz-meta">
            <Tag color="blue">{question.category}</Tag>
            <Tag>Level {question.difficulty}</Tag>
          </div>
          <Typography.Title level={2} id="pw-quiz-question" className="pw-quiz-question__text">
            {question.question}
          </Typography.Title>
          <Radio.Group
            className="pw-quiz-options"
            value={answers[index] === UNANSWERED ? null : answers[index]}
            onChange={(event) => choose(Number(event.target.value))}
            disabled={timeUp || submitting}
            aria-labelledby="pw-quiz-question"
            options={question.options.map((option, i) => ({ value: i, label: option }))}
            vertical
          />
          <div className="pw-quiz-nav">
            <Button onClick={() => setIndex(index - 1)} disabled={index === 0}>
              Previous
            </Button>
            {last ? (
              <Button type="primary" loading={submitting} onClick={() => void submit(answers, timeUp)}>
                Submit Quiz
              </Button>
            ) : (
              <Button type="primary" onClick={() => setIndex(index + 1)}>
                Next
              </Button>
            )}
          </div>
        </article>
        <QuestionGrid answers={answers} current={index} onJump={setIndex} />
      </div>
    </section>
  );
}
