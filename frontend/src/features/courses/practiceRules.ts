import type { QuestionFeedback } from './coursesApi';

/** The answer sent for a question left unanswered (the server's `-1`). */
export const UNANSWERED = -1;

/** What a try at a lesson's practice questions adds up to, said once under the questions. */
export function practiceSummary(results: readonly QuestionFeedback[], lessonCompleted: boolean): string {
  if (lessonCompleted) return 'All correct: this lesson is complete.';
  if (results.length === 1) return 'Not quite. Read the explanation, then try again.';
  const right = results.filter((result) => result?.correct).length;
  const unanswered = results.filter((result) => result === null).length;
  const rest = unanswered > 0 ? ` ${unanswered} not answered yet.` : '';
  return `${right} of ${results.length} correct.${rest} Read the explanations, then try again.`;
}
