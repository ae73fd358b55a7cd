import { useMemo } from 'react';
import { useReportedChange } from '../admin/useReportedChange';
import {
  useDeleteReviewCommentMutation,
  useReplyToReviewCommentMutation,
  useResolveReviewCommentMutation,
  type ReviewComment,
} from './reviewApi';

/** The editor's actions on one assignment's comments, each reported as the console reports its changes. */
export function useEditorComments(id: number) {
  const [remove, removing] = useDeleteReviewCommentMutation();
  const [reply, replying] = useReplyToReviewCommentMutation();
  const [resolve, resolving] = useResolveReviewCommentMutation();
  const report = useReportedChange();
  const busy = removing.isLoading || replying.isLoading || resolving.isLoading;
  // Stable while nothing is sent, so the memoized threads are not drawn again on every selection.
  const handlers = useMemo(
    () => ({
      remove: (comment: ReviewComment) =>
        void report(remove({ id, commentId: comment.id }).unwrap(), {
          success: 'Draft comment deleted',
          failure: 'Failed to delete the comment',
        }),
      reply: (comment: ReviewComment, body: string) =>
        report(reply({ id, commentId: comment.id, body }).unwrap(), {
          success: 'Reply sent',
          failure: 'Failed to send the reply',
        }),
      resolve: (comment: ReviewComment, resolved: boolean) =>
        void report(resolve({ id, commentId: comment.id, resolved }).unwrap(), {
          success: resolved ? 'Comment resolved' : 'Comment reopened',
          failure: 'Failed to update the comment',
        }),
    }),
    [id, remove, reply, resolve, report],
  );
  return { busy, ...handlers };
}
