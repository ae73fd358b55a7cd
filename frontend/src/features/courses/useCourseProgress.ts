import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../auth/useSession';
import {
  useCompleteLessonMutation,
  useGetCourseProgressQuery,
  useRestartCourseMutation,
  type CourseProgress,
  type FreeCourseId,
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
  markComplete(lessonId: string): void;
  restart(): void;
}

/** Course progress for the players: the server's for members, the page's own for visitors. */
export function useCourseProgress(courseId: FreeCourseId): CourseProgressState {
  const { status } = useSession();
  const member = status === 'authenticated';
  const server = useGetCourseProgressQuery(courseId, { skip: !member });
  const [complete, completing] = useCompleteLessonMutation();
  const [restartOnServer, restarting] = useRestartCourseMutation();
  const [local, setLocal] = useState<readonly string[]>(NONE);

  const completedIds = member ? (server.data?.completedLessonIds ?? NONE) : local;
  const completed = useMemo(() => new Set(completedIds), [completedIds]);

  const markComplete = useCallback(
    (lessonId: string) => {
      if (member) void complete({ courseId, lessonId });
      else setLocal((ids) => (ids.includes(lessonId) ? ids : [...ids, lessonId]));
    },
    [member, complete, courseId],
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
    saving: completing.isLoading || restarting.isLoading,
    error: member && (server.isError || completing.isError || restarting.isError),
    markComplete,
    restart,
  };
}
