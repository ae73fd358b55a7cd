import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../api/errors';
import { PageSpinner } from '../../app/components/PageSpinner';
import { useToast } from '../../app/toast';
import type { Application } from '../applications/applicationsApi';
import { ActiveQuiz } from './ActiveQuiz';
import { QuizIntro } from './QuizIntro';
import { QuizResultView } from './QuizResultView';
import {
  useGetCurrentQuizQuery,
  useLazyGetOpenQuizQuery,
  useStartQuizMutation,
  type QuizResult,
  type QuizSheet,
} from './quizApi';

/**
 * Intro → active → result (spec section 4). An attempt already running on the server (a reload, a
 * second tab) is resumed at once with its original clock, never restarted: the page reads it with a GET,
 * and only Begin Assessment starts one, with a POST.
 */
export function QuizFlow({ application }: { application: Application }) {
  const current = useGetCurrentQuizQuery();
  const [readOpenQuiz] = useLazyGetOpenQuizQuery();
  const [startQuiz, { isLoading: starting }] = useStartQuizMutation();
  const [sheet, setSheet] = useState<QuizSheet | null>(null);
  const [result, setResult] = useState<QuizResult | null>(null);
  /** The running attempt found on arrival has been read (shown, or found ended): until then the intro waits. */
  const [resumed, setResumed] = useState(false);
  const resumeTried = useRef(false);
  const toast = useToast();

  const show = useCallback(
    async (load: () => Promise<QuizSheet | null>) => {
      try {
        setSheet(await load());
      } catch (error) {
        toast.error('Error', serverMessage(error, 'Failed to start the quiz. Please try again.'));
      }
    },
    [toast],
  );
  const begin = useCallback(() => show(() => startQuiz().unwrap()), [show, startQuiz]);
  // Null when the attempt ended in the meantime: the intro shows, as for a member with none.
  const resume = useCallback(() => show(() => readOpenQuiz().unwrap()), [show, readOpenQuiz]);

  const runningAttempt = current.data?.attempt;
  useEffect(() => {
    if (!runningAttempt || resumeTried.current) return;
    resumeTried.current = true;
    void resume().finally(() => setResumed(true));
  }, [runningAttempt, resume]);

  if (result) return <QuizResultView result={result} />;
  if (sheet) return <ActiveQuiz sheet={sheet} applicationId={application.id} onFinished={setResult} />;
  // A running attempt is resumed without showing the intro first (issue 29: the intro, its antd card and its call for
  // the past attempts came and went before the quiz on a reload).
  if (current.isLoading || (runningAttempt && !resumed)) return <PageSpinner label="Loading your quiz…" />;
  return <QuizIntro application={application} status={current.data} onBegin={begin} starting={starting} />;
}
