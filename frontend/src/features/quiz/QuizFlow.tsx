import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../api/errors';
import { PageSpinner } from '../../app/components/PageSpinner';
import { useToast } from '../../app/toast';
import type { Application } from '../applications/applicationsApi';
import { ActiveQuiz } from './ActiveQuiz';
import { QuizIntro } from './QuizIntro';
import { QuizResultView } from './QuizResultView';
import {
  openSheet,
  useGetCurrentQuizQuery,
  useGetQuizOnArrivalQuery,
  useLazyGetOpenQuizQuery,
  useStartQuizMutation,
  type QuizResult,
  type QuizSheet,
} from './quizApi';

/**
 * Intro → active → result (spec section 4). An attempt already running on the server (a reload, a
 * second tab) is resumed at once with its original clock, never restarted: the page shows it as it found it on
 * arrival (the server's render of a member's /quiz holds it, issue 29), reads it afresh with a GET for the clock, and
 * only Begin Assessment starts one, with a POST.
 */
export function QuizFlow({ application }: { application: Application }) {
  const current = useGetCurrentQuizQuery();
  const runningAttempt = current.data?.attempt;
  const arrival = useGetQuizOnArrivalQuery(undefined, { skip: !runningAttempt });
  const [readOpenQuiz] = useLazyGetOpenQuizQuery();
  const [startQuiz, { isLoading: starting }] = useStartQuizMutation();
  /** The sheet the page has read afresh or started; until then (undefined) the one found on arrival is shown. */
  const [sheet, setSheet] = useState<QuizSheet | null | undefined>(undefined);
  const [result, setResult] = useState<QuizResult | null>(null);
  const refreshed = useRef(false);
  const toast = useToast();

  const begin = useCallback(async () => {
    try {
      setSheet(await startQuiz().unwrap());
    } catch (error) {
      toast.error('Error', serverMessage(error, 'Failed to start the quiz. Please try again.'));
    }
  }, [startQuiz, toast]);

  const found = openSheet(arrival.data);
  useEffect(() => {
    if (!found || refreshed.current) return;
    refreshed.current = true;
    // The arrival's clock is as old as the page (and the server's render of it): the quiz counts from a fresh read,
    // which is null when the attempt ended in the meantime (the intro then shows). A failed read keeps the arrival's.
    readOpenQuiz()
      .unwrap()
      .then(setSheet, () => undefined);
  }, [found, readOpenQuiz]);

  if (result) return <QuizResultView result={result} />;
  const shown = sheet === undefined ? found : sheet;
  if (shown) {
    return <ActiveQuiz key={shown.attemptId} sheet={shown} applicationId={application.id} onFinished={setResult} />;
  }
  // A running attempt is resumed without showing the intro first (issue 29: the intro, its antd card and its call for
  // the past attempts came and went before the quiz on a reload).
  if (current.isLoading || (sheet === undefined && arrival.isLoading)) {
    return <PageSpinner label="Loading your quiz…" />;
  }
  return <QuizIntro application={application} status={current.data} onBegin={() => void begin()} starting={starting} />;
}
