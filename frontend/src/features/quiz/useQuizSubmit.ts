import { useCallback, useRef } from 'react';
import { errorCode, serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import { browser } from './browser';
import { useSubmitQuizMutation, type QuizResult, type QuizSheet } from './quizApi';
import { UNANSWERED } from './quizRules';

export const SESSION_EXPIRED_REDIRECT_MS = 1500;

/**
 * Submission with the messages of spec sections 5 and 8. `timeUp` (the timer reached zero) sends
 * whatever exists, unanswered as -1; a manual submission needs every question answered.
 */
export function useQuizSubmit(sheet: QuizSheet, applicationId: number, onFinished: (result: QuizResult) => void) {
  const [submitQuiz, { isLoading }] = useSubmitQuizMutation();
  const toast = useToast();
  const inFlight = useRef(false);

  const submit = useCallback(
    async (answers: number[], timeUp: boolean) => {
      if (!timeUp && answers.some((answer) => answer === UNANSWERED)) {
        toast.error('Incomplete Quiz', 'Please answer all questions before submitting.');
        return;
      }
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        const result = await submitQuiz({ answers, applicationId, attemptId: sheet.attemptId }).unwrap();
        const scored = `${result.score}/${result.maxScore}`;
        if (result.passed) toast.success('Quiz Passed!', `Congratulations! You scored ${scored}.`);
        else toast.info('Quiz Completed', `You scored ${scored}. You need 70% to pass.`);
        onFinished(result);
      } catch (error) {
        inFlight.current = false;
        if (errorCode(error) === 'UNAUTHENTICATED') {
          toast.error('Session Expired', 'Please sign in again to continue.');
          setTimeout(() => browser.assign('/api/login'), SESSION_EXPIRED_REDIRECT_MS);
          return;
        }
        toast.error('Error', serverMessage(error, 'Failed to submit quiz. Please try again.'));
      }
    },
    [submitQuiz, applicationId, sheet.attemptId, toast, onFinished],
  );

  return { submit, submitting: isLoading };
}
