import { baseApi } from '../../api/baseApi';
import type { ApiResponse, ApiSchema } from '../../api/contract';

/** A member's progress as the server stores it (D12). */
export type CourseProgress = ApiSchema<'CourseProgress'>;
export type FreeCourseId = CourseProgress['courseId'];
export type CertificateView = ApiSchema<'CertificateView'>;
export type LessonAnswersResult = ApiSchema<'LessonAnswersResult'>;
export type QuestionFeedback = ApiSchema<'QuestionFeedback'>;

export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCourseProgress: build.query<CourseProgress, FreeCourseId>({
      query: (courseId) => `/api/courses/${courseId}/progress`,
      providesTags: (_result, _error, courseId) => [{ type: 'Course', id: courseId }],
    }),
    /** A try at a lesson's practice questions (D12): feedback on each, and the lesson complete when all are right. */
    checkLessonAnswers: build.mutation<
      LessonAnswersResult,
      { courseId: FreeCourseId; lessonId: string; answers: number[] }
    >({
      query: ({ courseId, lessonId, answers }) => ({
        url: `/api/courses/${courseId}/lessons/${encodeURIComponent(lessonId)}/answers`,
        method: 'POST',
        body: { answers },
      }),
      // A completed lesson is one of the month's engagement actions (D11): the writing progress changes too.
      invalidatesTags: (result) => (result?.progress && result.lessonCompleted ? ['Progress'] : []),
      // A member's answer carries the new progress: it replaces the cached one without another request.
      async onQueryStarted({ courseId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.progress) dispatch(coursesApi.util.upsertQueryData('getCourseProgress', courseId, data.progress));
      },
    }),
    restartCourse: build.mutation<CourseProgress, FreeCourseId>({
      query: (courseId) => ({ url: `/api/courses/${courseId}/restart`, method: 'POST' }),
      async onQueryStarted(courseId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(coursesApi.util.upsertQueryData('getCourseProgress', courseId, data));
      },
    }),
    /** The premium courses whose wait lists the member is on (issue 18: Enroll Now keeps its state). */
    getMyWaitlists: build.query<ApiResponse<'/api/courses/waitlist', 'get'>, void>({
      query: () => '/api/courses/waitlist',
    }),
    joinWaitlist: build.mutation<ApiResponse<'/api/courses/{courseId}/waitlist', 'post'>, string>({
      query: (courseId) => ({ url: `/api/courses/${encodeURIComponent(courseId)}/waitlist`, method: 'POST' }),
      // The answer says the member is on the list: the cached lists say so too, without another request.
      async onQueryStarted(courseId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          coursesApi.util.updateQueryData('getMyWaitlists', undefined, (draft) => {
            // The server accepted the id, so it is one of the premium courses' ids.
            const id = courseId as (typeof draft.courseIds)[number];
            if (!draft.courseIds.includes(id)) draft.courseIds.push(id);
          }),
        );
      },
    }),
    getCertificate: build.query<CertificateView, string>({
      query: (id) => `/api/certificates/${encodeURIComponent(id)}`,
    }),
  }),
});

export const {
  useGetCourseProgressQuery,
  useCheckLessonAnswersMutation,
  useRestartCourseMutation,
  useGetMyWaitlistsQuery,
  useJoinWaitlistMutation,
  useGetCertificateQuery,
} = coursesApi;

/** The certificate's PDF (D12): a plain link, so the browser downloads it. */
export const certificatePdfUrl = (id: string): string => `/api/certificates/${encodeURIComponent(id)}/pdf`;
