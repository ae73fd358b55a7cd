import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

type AnswerKey = typeof import('../../backend/src/modules/content/domain/courses/practice-questions');
// The server's answer key, which the browser never receives: a journey answers as a reader who knows it would. The
// backend is CommonJS, so it is required (Playwright compiles the TypeScript either way).
const { PRACTICE_QUESTIONS } = createRequire(import.meta.url)(
  '../../backend/src/modules/content/domain/courses/practice-questions.ts',
) as AnswerKey;

/** Each question's right choice, or a wrong one (the first choice that is not right). */
export function choicesFor(lessonId: string, how: 'right' | 'wrong'): number[] {
  const questions = PRACTICE_QUESTIONS[lessonId];
  if (!questions) throw new Error(`no practice questions for ${lessonId}`);
  return questions.map((question) => (how === 'right' ? question.answer : question.answer === 0 ? 1 : 0));
}

/**
 * Answers the practice questions of the lesson on screen, every one right or every one wrong, checks them, and
 * waits for the server's verdict.
 */
export async function answerLesson(page: Page, lessonId: string, how: 'right' | 'wrong') {
  const practice = page.getByRole('region', { name: 'Practice', exact: true });
  const questions = practice.getByRole('group');
  const choices = choicesFor(lessonId, how);
  await expect(questions).toHaveCount(choices.length);
  for (const [i, choice] of choices.entries()) await questions.nth(i).getByRole('radio').nth(choice).check();
  await practice.getByRole('button', { name: 'Check answers' }).click();
  if (how === 'wrong') {
    await expect(practice.getByRole('status')).toHaveText(/^(Not quite|0 of \d+ correct)/);
    return;
  }
  // The course's last lesson gives way to the completion screen at once.
  const completed = page.getByRole('heading', { name: 'Course Completed!' });
  await expect(practice.getByText('All correct: this lesson is complete.').or(completed)).toBeVisible();
}
