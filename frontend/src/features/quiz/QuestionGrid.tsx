import { UNANSWERED } from './quizRules';

interface QuestionGridProps {
  answers: number[];
  current: number;
  onJump: (index: number) => void;
}

/** The overview of spec section 2: jump to any question; current, answered and unanswered differ. */
export function QuestionGrid({ answers, current, onJump }: QuestionGridProps) {
  const answered = answers.filter((answer) => answer !== UNANSWERED).length;
  return (
    <nav className="pw-quiz-grid" aria-label="Question overview">
      <p className="pw-quiz-grid__summary">
        {answered} of {answers.length} answered
      </p>
      <ol>
        {answers.map((answer, index) => {
          const state = index === current ? 'current' : answer === UNANSWERED ? 'unanswered' : 'answered';
          return (
            <li key={index}>
              <button
                type="button"
                className={`pw-quiz-grid__cell pw-quiz-grid__cell--${state}`}
                aria-current={index === current ? 'step' : undefined}
                aria-label={`Question ${index + 1}, ${answer === UNANSWERED ? 'unanswered' : 'answered'}`}
                onClick={() => onJump(index)}
              >
                {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
