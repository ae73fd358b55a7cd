import { invalidAnswers } from './courses.errors';
import type { PracticeQuestion } from './practice-questions';

/** The answer to a question the member has not answered yet. */
export const UNANSWERED = -1;

/** What one try tells the member about one question: only about questions they answered. */
export type QuestionFeedback = { correct: boolean; explanation: string } | null;

export interface LessonCheck {
  /** One per question, in order; null for a question left unanswered (its explanation would give it away). */
  results: QuestionFeedback[];
  /** Every question answered correctly: the lesson is complete (D12). */
  passed: boolean;
}

/**
 * Checks one try at a lesson's practice questions. `answers` holds one chosen choice index per question, or
 * UNANSWERED; anything else (another count, an index outside the choices) is refused.
 */
export function checkAnswers(questions: readonly PracticeQuestion[], answers: readonly number[]): LessonCheck {
  if (answers.length !== questions.length) throw invalidAnswers(questions.length);
  const results = questions.map((question, i): QuestionFeedback => {
    const answer = answers[i]!;
    if (answer === UNANSWERED) return null;
    if (!Number.isInteger(answer) || answer < 0 || answer >= question.choices.length) {
      throw invalidAnswers(questions.length);
    }
    return { correct: answer === question.answer, explanation: question.explanation };
  });
  return { results, passed: results.every((result) => result?.correct === true) };
}
