import { reanchor } from '@penwright/text';
import Alert from 'antd/es/alert';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import { CommentThread } from '../review/CommentThread';
import { MarkedText } from '../review/MarkedText';
import { commentKey, type Mark } from '../review/marks';
import {
  useGetWorkCommentsQuery,
  useReplyToWorkCommentMutation,
  useResolveWorkCommentMutation,
  type ReviewComment,
} from '../review/reviewApi';
import '../review/review.css';

interface Props {
  assignmentId: number;
  /** The text as the writer is editing it: each comment is found again in it as they type. */
  text: string;
  /** Selects the passage in the editor. */
  onShow(place: { start: number; end: number }): void;
}

/**
 * The editor's comments on the writer's work (D22), each at its passage in the text being edited: found again by its
 * quote and context as the writer types (`reanchor`), "Passage changed" once its words are gone. The writer replies,
 * resolves or reopens each, then resubmits as before.
 */
export function WorkComments({ assignmentId, text, onShow }: Props) {
  const { data: comments = [], isError } = useGetWorkCommentsQuery(assignmentId, { refetchOnMountOrArgChange: true });
  // Typing stays fluid: the comments follow the text a moment later on a long one.
  const typed = useDeferredValue(text);
  const places = useMemo(
    () => new Map(comments.map((comment) => [comment.id, reanchor(typed, comment.selector)])),
    [comments, typed],
  );
  const marks = useMemo(
    () =>
      [...places].flatMap(([id, place]): Mark[] => (place ? [{ key: commentKey(id), kind: 'comment', ...place }] : [])),
    [places],
  );
  const showMark = useCallback(
    (key: string) => {
      const place = marks.find((mark) => mark.key === key);
      if (place) onShow(place);
    },
    [marks, onShow],
  );
  const [reply, replying] = useReplyToWorkCommentMutation();
  const [resolve, resolving] = useResolveWorkCommentMutation();
  const toast = useToast();
  const busy = replying.isLoading || resolving.isLoading;

  const run = useCallback(
    async (change: Promise<unknown>, success: string, failure: string) => {
      try {
        await change;
        toast.success(success);
        return true;
      } catch (error) {
        toast.error(failure, serverMessage(error, '') || undefined);
        return false;
      }
    },
    [toast],
  );
  // Stable handlers: the memoized threads are not drawn again on each keystroke.
  const onReply = useCallback(
    (comment: ReviewComment, body: string) =>
      run(reply({ id: assignmentId, commentId: comment.id, body }).unwrap(), 'Reply sent', 'Failed to send the reply'),
    [run, reply, assignmentId],
  );
  const onResolve = useCallback(
    (comment: ReviewComment, resolved: boolean) =>
      void run(
        resolve({ id: assignmentId, commentId: comment.id, resolved }).unwrap(),
        resolved ? 'Comment resolved' : 'Comment reopened',
        'Failed to update the comment',
      ),
    [run, resolve, assignmentId],
  );

  if (isError) return <Alert type="error" showIcon title="The editor's comments could not be loaded." />;
  if (comments.length === 0) return null;
  const open = comments.filter((comment) => comment.resolvedAt === null).length;

  return (
    <section className="pw-work-comments" aria-labelledby="pw-work-comments-title">
      <h3 id="pw-work-comments-title">
        Comments from the editor ({open} open of {comments.length})
      </h3>
      <details className="pw-work-comments__marked">
        <summary>Your text with the commented passages marked</summary>
        <MarkedText
          text={typed}
          marks={marks}
          selected={null}
          label="Your text with the commented passages marked"
          onSelect={showMark}
        />
      </details>
      <ol className="pw-review__items">
        {comments.map((comment) => {
          const place = places.get(comment.id) ?? null;
          return (
            <li key={comment.id} className="pw-review__item">
              {place && (
                <button type="button" className="pw-review__show" onClick={() => onShow(place)}>
                  Show the passage in your text
                </button>
              )}
              <CommentThread
                comment={comment}
                placed={place !== null}
                busy={busy}
                onReply={onReply}
                onResolve={onResolve}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
