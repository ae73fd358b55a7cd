import type { ApiBody, ApiSchema } from '../../api/contract';
import type { AdminAssignment, AdminAssignmentDetail, Review } from '../admin/api/adminAssignmentsApi';
import { adminApi, ASSIGNMENTS, OVERVIEW, PAYOUTS } from '../admin/api/adminApi';
import type { GrammarCheckResult } from '../grammar-tool/grammarApi';

/** The review desk's calls (issue 28, D22): the editors' comments and decision, the writer's replies. */

/** A comment on a passage of one version, with its replies; `selector` indexes the text of `submissionId`. */
export type ReviewComment = ApiSchema<'ReviewCommentView'>;
export type CommentReply = ApiSchema<'ReplyView'>;
export type NewComment = ApiBody<'/api/admin/assignments/{id}/comments', 'post'>;

/** The grammar check of one version, as the grammar tool answers it (its findings' positions are UTF-16). */
export type VersionGrammar = Omit<GrammarCheckResult, 'quota'>;

/** The writer's record with the collective, on the assignment's detail (null once the account is deleted). */
export type WriterHistory = ApiSchema<'WriterHistory'>;

export type ReviewAssignment = AdminAssignmentDetail;

/** A row of the review queue (status submitted): its open comments and whether it is a revision. */
export type QueueRow = AdminAssignment;

const reviewBase = adminApi.enhanceEndpoints({ addTagTypes: ['ReviewComment', 'WorkComment'] });
const editorComments = (id: number) => [{ type: 'ReviewComment' as const, id }];
const writerComments = (id: number) => [{ type: 'WorkComment' as const, id }];
const base = (id: number) => `/api/admin/assignments/${id}/comments`;
const mine = (id: number) => `/api/assignments/${id}/comments`;

export const reviewApi = reviewBase.injectEndpoints({
  endpoints: (build) => ({
    getReviewComments: build.query<ReviewComment[], number>({
      query: (id) => base(id),
      providesTags: (_result, _error, id) => editorComments(id),
    }),
    getVersionGrammar: build.query<VersionGrammar, { id: number; submissionId: number }>({
      query: ({ id, submissionId }) => `/api/admin/assignments/${id}/submissions/${submissionId}/grammar`,
    }),
    addReviewComment: build.mutation<ReviewComment, { id: number; comment: NewComment }>({
      query: ({ id, comment }) => ({ url: base(id), method: 'POST', body: comment }),
      invalidatesTags: (_result, _error, { id }) => editorComments(id),
    }),
    deleteReviewComment: build.mutation<void, { id: number; commentId: number }>({
      query: ({ id, commentId }) => ({ url: `${base(id)}/${commentId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id }) => editorComments(id),
    }),
    replyToReviewComment: build.mutation<ReviewComment, { id: number; commentId: number; body: string }>({
      query: ({ id, commentId, body }) => ({ url: `${base(id)}/${commentId}/replies`, method: 'POST', body: { body } }),
      invalidatesTags: (_result, _error, { id }) => editorComments(id),
    }),
    resolveReviewComment: build.mutation<ReviewComment, { id: number; commentId: number; resolved: boolean }>({
      query: ({ id, commentId, resolved }) => ({
        url: `${base(id)}/${commentId}`,
        method: 'PATCH',
        body: { resolved },
      }),
      invalidatesTags: (_result, _error, { id }) => editorComments(id),
    }),

    /** The decision: a request for a revision also sends the drafts, so the comments are read again too. */
    decideReview: build.mutation<AdminAssignmentDetail, { id: number; review: Review }>({
      query: ({ id, review }) => ({ url: `/api/admin/assignments/${id}/review`, method: 'POST', body: review }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'AdminAssignment', id },
        ASSIGNMENTS,
        PAYOUTS,
        OVERVIEW,
        ...editorComments(id),
      ],
    }),

    getWorkComments: build.query<ReviewComment[], number>({
      query: (id) => mine(id),
      providesTags: (_result, _error, id) => writerComments(id),
    }),
    replyToWorkComment: build.mutation<ReviewComment, { id: number; commentId: number; body: string }>({
      query: ({ id, commentId, body }) => ({ url: `${mine(id)}/${commentId}/replies`, method: 'POST', body: { body } }),
      invalidatesTags: (_result, _error, { id }) => writerComments(id),
    }),
    resolveWorkComment: build.mutation<ReviewComment, { id: number; commentId: number; resolved: boolean }>({
      query: ({ id, commentId, resolved }) => ({
        url: `${mine(id)}/${commentId}`,
        method: 'PATCH',
        body: { resolved },
      }),
      invalidatesTags: (_result, _error, { id }) => writerComments(id),
    }),
  }),
});

export const {
  useGetReviewCommentsQuery,
  useGetVersionGrammarQuery,
  useAddReviewCommentMutation,
  useDeleteReviewCommentMutation,
  useReplyToReviewCommentMutation,
  useResolveReviewCommentMutation,
  useDecideReviewMutation,
  useGetWorkCommentsQuery,
  useReplyToWorkCommentMutation,
  useResolveWorkCommentMutation,
} = reviewApi;
