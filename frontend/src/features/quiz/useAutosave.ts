import { useCallback, useRef } from 'react';
import { useSaveQuizAnswerMutation } from './quizApi';

/**
 * Saves each answer as the member picks it, one request after another so a slow earlier save can
 * never overwrite a later choice. Failures are quiet: the submission sends every answer anyway, and
 * the server refuses saves once time is up.
 */
export function useAutosave(): (questionId: number, answer: number) => void {
  const [saveAnswer] = useSaveQuizAnswerMutation();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(
    (questionId: number, answer: number) => {
      queue.current = queue.current.then(() =>
        saveAnswer({ questionId, answer })
          .unwrap()
          .catch(() => undefined),
      );
    },
    [saveAnswer],
  );
}
