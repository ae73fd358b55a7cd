import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import { formatClock, WARNING_SECONDS } from './quizRules';

/** The countdown; red below five minutes (spec section 5). */
export function QuizTimer({ seconds }: { seconds: number }) {
  const warning = seconds < WARNING_SECONDS;
  return (
    <span
      className={`pw-quiz-timer${warning ? ' pw-quiz-timer--warning' : ''}`}
      role="timer"
      aria-label={`Time left ${formatClock(seconds)}`}
    >
      <ClockCircleOutlined aria-hidden="true" /> {formatClock(seconds)}
    </span>
  );
}
