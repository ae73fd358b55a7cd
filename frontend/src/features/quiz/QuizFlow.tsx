import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../api/errors';
import { PageSpinner } from '../../app/components/PageSpinner';
import { useToast } from '../../app/toast';
import type { Application } from '../applications/applicationsApi';
import { ActiveQuiz } from './ActiveQuiz';
import { QuizIntro } from './QuizIntro';
import { QuizResultView } from './QuizResultView';
import { useGetCurrentQuizQuery, useStartQuizMutation, type QuizResult, type QuizSheet } from './quizApi';

/**
 * Intro → active → result (spec section 4). An attempt already running on the server (a reload, a
 * second tab) is resumed at once with its original clock, never restarted.
 */
export function QuizFlow({ application }: { application: Application }) {
  const current = useGetCurrentQuizQuery();
  const [startQuiz, { isLoading: starting }] = useStartQuizMutation();
  const [sheet, setSheet] = useState<QuizSheet | null>(null);
  const [result, setResult] = useState<QuizResult | null>(null);
  const [resuming, setResuming] = useState(false);
  const resumeTried = useRef(false);
  const toast = useToast();

  const begin = useCallback(async () => {
    try {
      setSheet(await startQuiz().unwrap());
    } catch (error) {
      toast.error('Error', serverMessage(error, 'Failed to start the quiz. Please try again.'));
    }
  }, [startQuiz, toast]);

  const runningAttempt = current.data?.attempt;
  useEffect(() => {
    if (!runningAttempt || resumeTried.current) return;
    resumeTried.current = true;
    setResuming(true);
    void begin().finally(() => setResuming(false));
  }, [runningAttempt, begin]);

  if (result) return <QuizResultView result={result} />;
  if (sheet) return <ActiveQuiz sheet={sheet} applicationId={application.id} onFinished={setResult} />;
  if (current.isLoading || resuming) return <PageSpinner label="Loading your quiz…" />;
  return <QuizIntro application={application} onBegin={begin} starting={starting} />;
}
