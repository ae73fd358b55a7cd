import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import type { Application } from '../applications/applicationsApi';
import { useGetQuizAttemptsQuery } from './quizApi';
import { longDate } from '../../app/dates';
import { passes, percentage, PASS_PERCENT, QUIZ_MINUTES, QUIZ_QUESTIONS, QUIZ_TOPICS } from './quizRules';

const CLOSED: Record<string, string> = {
  pending: 'You have passed the assessment; your application is being reviewed.',
  approved: 'Your application has been approved; there is no need to take the assessment again.',
  rejected: 'Your application has been reviewed; the assessment is closed.',
};

interface QuizIntroProps {
  application: Application;
  onBegin: () => void;
  starting: boolean;
}

export function QuizIntro({ application, onBegin, starting }: QuizIntroProps) {
  const { data: attempts = [] } = useGetQuizAttemptsQuery();
  const closed = application.status === 'quiz_required' ? null : (CLOSED[application.status] ?? CLOSED.rejected);

  return (
    <section className="pw-page pw-page--narrow pw-quiz">
      <Typography.Title level={1}>Writing Assessment</Typography.Title>
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
      <Card title="Topics covered" className="pw-quiz-card">
        <ul className="pw-quiz-topics">
          {QUIZ_TOPICS.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      </Card>
      {attempts.length > 0 && (
        <Card title="Previous Attempts" className="pw-quiz-card">
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
        </Card>
      )}
      {closed && <Alert type="info" showIcon title={closed} className="pw-quiz-card" />}
      <Button type="primary" size="large" onClick={onBegin} loading={starting} disabled={Boolean(closed)}>
        Begin Assessment
      </Button>
    </section>
  );
}
