import type { AttemptItem, QuizResult } from './attempt';
import { isPassing, UNANSWERED } from './quiz-rules';

/**
 * Grades shown-option answers against the bank's correct indexes, through each item's option order.
 * Anything but a shown index of the question (-1, out of range, missing) scores nothing.
 */
export function gradeAnswers(
  items: readonly AttemptItem[],
  correctIndexById: ReadonlyMap<number, number>,
  answers: readonly number[],
): QuizResult {
  let score = 0;
  items.forEach((item, position) => {
    const answer = answers[position] ?? UNANSWERED;
    if (answer === UNANSWERED || !Number.isInteger(answer)) return;
    const chosen = item.optionOrder[answer];
    if (chosen !== undefined && chosen === correctIndexById.get(item.questionId)) score += 1;
  });
  const maxScore = items.length;
  return { score, maxScore, passed: isPassing(score, maxScore) };
}
