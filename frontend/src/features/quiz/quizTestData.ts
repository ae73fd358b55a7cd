import { screen } from '@testing-library/react';
import { longDate } from '../../app/dates';
import type { QuizSheet } from './quizApi';

/** A three-question sheet: the right answers are the options starting with "Right". */
export function sheet(overrides: Partial<QuizSheet> = {}): QuizSheet {
  return {
    attemptId: 41,
    deadline: '2026-11-22T10:30:00.000Z',
    remainingSeconds: 1800,
    questions: [
      {
        id: 11,
        category: 'Grammar & Punctuation',
        difficulty: 1,
        question: 'First question?',
        options: ['Right 1', 'Wrong 1a', 'Wrong 1b', 'Wrong 1c'],
      },
      {
        id: 12,
        category: 'Style & Tone',
        difficulty: 3,
        question: 'Second question?',
        options: ['Wrong 2a', 'Right 2', 'Wrong 2b', 'Wrong 2c'],
      },
      {
        id: 13,
        category: 'Content Structure',
        difficulty: 5,
        question: 'Third question?',
        options: ['Wrong 3a', 'Wrong 3b', 'Wrong 3c', 'Right 3'],
      },
    ],
    answers: [-1, -1, -1],
    ...overrides,
  };
}

/** The page says the quiz closed the application until `reapplyAt`, and offers neither an attempt nor Apply Again. */
export async function expectClosedUntil(reapplyAt: string, attemptButton: 'Begin Assessment' | 'Retake Quiz') {
  expect(screen.getByText('This application has been closed')).toBeInTheDocument();
  // The moment is written once the page has been painted (the reader's time zone: ReapplyNotice).
  const text = `Every attempt at the writing assessment was used without a pass. You may apply again on ${longDate(reapplyAt, 'minutes')}.`;
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: attemptButton })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply Again' })).not.toBeInTheDocument();
}
