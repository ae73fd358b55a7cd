import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../auth/useSession';
import {
  useCheckLessonAnswersMutation,
  useGetCourseProgressQuery,
  useRestartCourseMutation,
  type CourseProgress,
  type FreeCourseId,
  type LessonAnswersResult,
} from './coursesApi';

const NONE: readonly string[] = [];

export interface CourseProgressState {
  /** True until the member's stored progress has arrived. */
  loading: boolean;
  completed: ReadonlySet<string>;
  certificate: CourseProgress['certificate'];
  /** Signed in: progress is stored on the server; otherwise it stays in the page (D12). */
  stored: boolean;
  saving: boolean;
  error: boolean;
  /**
   * Sends a try at a lesson's practice questions (one answer per question, -1 for none) to be checked on the
   * server; a correct try completes the lesson. Rejects when the server cannot be reached.
   */
  checkAnswers(lessonId: string, answers: number[]): Promise<LessonAnswersResult>;
  restart(): void;
}

/** Course progress for the players: the server's for members, the page's own for visitors. */
export function useCourseProgress(courseId: FreeCourseId): CourseProgressState {
  const { status } = useSession();
  const member = status === 'authenticated';
  const server = useGetCourseProgressQuery(courseId, { skip: !member });
  const [check] = useCheckLessonAnswersMutation();
  const [restartOnServer, restarting] = useRestartCourseMutation();
  const [local, setLocal] = useState<readonly string[]>(NONE);

  const completedIds = member ? (server.data?.completedLessonIds ?? NONE) : local;
  const completed = useMemo(() => new Set(completedIds), [completedIds]);

  const checkAnswers = useCallback(
    async (lessonId: string, answers: number[]) => {
      // The server checks a visitor's answers too, without storing them: the answers never reach the page.
      const result = await check({ courseId, lessonId, answers }).unwrap();
      if (!member && result.lessonCompleted) {
        setLocal((ids) => (ids.includes(lessonId) ? ids : [...ids, lessonId]));
      }
      return result;
    },
    [member, check, courseId],
  );
  const restart = useCallback(() => {
    if (member) void restartOnServer(courseId);
    else setLocal(NONE);
  }, [member, restartOnServer, courseId]);

  return {
    loading: status === 'loading' || (member && server.isLoading),
    completed,
    certificate: member ? (server.data?.certificate ?? null) : null,
    stored: member,
    saving: restarting.isLoading,
    error: member && (server.isError || restarting.isError),
    checkAnswers,
    restart,
  };
}
