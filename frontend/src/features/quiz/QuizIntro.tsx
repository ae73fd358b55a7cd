import Alert from 'antd/es/alert';
import type { ReactNode } from 'react';
import { longDate } from '../../app/dates';
import { ReapplyNotice } from '../applications/ReapplyNotice';
import { useAfterPaint } from '../dashboard/useAfterPaint';
import type { Application } from '../applications/applicationsApi';
import { useGetQuizAttemptsQuery, type QuizStatus } from './quizApi';
import { attemptsLeftText, useRetakeState, type RetakeState } from './quizRetakes';
import { passes, percentage, PASS_PERCENT, QUIZ_MINUTES, QUIZ_QUESTIONS, QUIZ_TOPICS } from './quizRules';

const CLOSED: Record<string, string> = {
  pending: 'You have passed the assessment; your application is being reviewed.',
  approved: 'Your application has been approved; there is no need to take the assessment again.',
  rejected: 'Your application has been reviewed; the assessment is closed.',
};

interface QuizIntroProps {
  application: Application;
  /** `GET /api/quiz/current`: attempts left and the end of the wait after a failure (D17). */
  status: QuizStatus | undefined;
  onBegin: () => void;
  starting: boolean;
}

/**
 * The assessment's start screen. Its first view (title, facts, topics, past attempts, Begin Assessment) is plain HTML
 * (issue 29): a member's /quiz is rendered on the server for them, and antd's card, title and button computed their
 * styles in long tasks as it hydrated. The notices of the rarer states (a wait, a closed quiz) are antd's Alert.
 */
export function QuizIntro({ application, status, onBegin, starting }: QuizIntroProps) {
  const { data: attempts = [] } = useGetQuizAttemptsQuery();
  const retake = useRetakeState(application, status);

  return (
    <section className="pw-page pw-page--narrow pw-quiz">
      <h1>Writing Assessment</h1>
      <ul className="pw-quiz-facts" aria-label="About the assessment">
        <li>
          <strong>{QUIZ_QUESTIONS}</strong> Questions
        </li>
        <li>
          <strong>{QUIZ_MINUTES}</strong> Minutes
        </li>
        <li>
          <strong>{PASS_PERCENT}%</strong> to Pass
        </li>
      </ul>
      <QuizCard title="Topics covered">
        <ul className="pw-quiz-topics">
          {QUIZ_TOPICS.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      </QuizCard>
      {attempts.length > 0 && (
        <QuizCard title="Previous Attempts">
          <ol className="pw-quiz-attempts">
            {attempts.map((attempt, index) => {
              const passed = passes(attempt.score, attempt.maxScore);
              return (
                <li key={attempt.id} className={passed ? 'pw-quiz-attempt--pass' : 'pw-quiz-attempt--fail'}>
                  <span>Attempt {index + 1}</span>
                  <span>{longDate(attempt.completedAt)}</span>
                  <strong>{percentage(attempt.score, attempt.maxScore)}%</strong>
                </li>
              );
            })}
          </ol>
        </QuizCard>
      )}
      <NextStep retake={retake} application={application} onBegin={onBegin} starting={starting} />
    </section>
  );
}

/** Begin Assessment when an attempt may start; otherwise why not, and until when (no Begin button while refused). */
function NextStep({
  retake,
  application,
  onBegin,
  starting,
}: {
  retake: RetakeState;
  application: Application;
  onBegin: () => void;
  starting: boolean;
}) {
  switch (retake.kind) {
    case 'closedByQuiz':
      return <ReapplyNotice reapplyAt={retake.reapplyAt} className="pw-quiz-card" />;
    case 'waiting':
      return <WaitNotice nextAttemptAt={retake.nextAttemptAt} attemptsLeft={retake.attemptsLeft} />;
    case 'usedUp':
      return (
        <Alert
          type="warning"
          showIcon
          className="pw-quiz-card"
          title="You have used every attempt for this application."
        />
      );
    case 'closed':
      return (
        <>
          <Alert type="info" showIcon title={CLOSED[application.status] ?? CLOSED.rejected} className="pw-quiz-card" />
          <button type="button" className="pw-button pw-button--primary pw-button--large" disabled>
            Begin Assessment
          </button>
        </>
      );
    case 'open':
      return (
        <>
          {retake.attemptsLeft !== null && (
            <p className="pw-quiz-attempts-left">{attemptsLeftText(retake.attemptsLeft)}</p>
          )}
          <button
            type="button"
            className="pw-button pw-button--primary pw-button--large"
            onClick={onBegin}
            disabled={starting}
            aria-busy={starting || undefined}
          >
            {starting && <span className="pw-spinner pw-spinner--inline" aria-hidden="true" />}
            Begin Assessment
          </button>
        </>
      );
  }
}

/**
 * The wait after a failed attempt (D17), until a moment in the reader's own time zone, which the server rendering the
 * page does not know: the moment is written once the page has been painted, so the hydrating page matches the HTML.
 */
function WaitNotice({ nextAttemptAt, attemptsLeft }: { nextAttemptAt: string; attemptsLeft: number | null }) {
  const painted = useAfterPaint();
  return (
    <Alert
      type="info"
      showIcon
      className="pw-quiz-card"
      title={`You can retake the quiz on ${painted ? longDate(nextAttemptAt, 'minutes') : '…'}.`}
      description={attemptsLeft === null ? undefined : attemptsLeftText(attemptsLeft)}
    />
  );
}

/** A titled box (antd's Card as it looked: a heading row over the content), in plain HTML. */
function QuizCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pw-card pw-quiz-card">
      <h2 className="pw-quiz-card__title">{title}</h2>
      {children}
    </section>
  );
}
