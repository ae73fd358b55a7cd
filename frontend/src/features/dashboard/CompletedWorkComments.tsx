import { reanchor } from '@penwright/text';
import Alert from 'antd/es/alert';
import { useState } from 'react';
import { CommentThread } from '../review/CommentThread';
import { useGetWorkCommentsQuery } from '../review/reviewApi';
import type { Assignment } from './dashboardApi';
import '../review/review.css';

const NO_REPLY = false;

/**
 * The editor's comments on work they completed (D22: Complete sends the draft comments too), read only, under a
 * disclosure on the completed assignment's card. Read from the server only once opened: a long list of completed
 * work costs no calls.
 */
export function CompletedWorkComments({ assignment }: { assignment: Pick<Assignment, 'id' | 'submittedContent'> }) {
  const [open, setOpen] = useState(false);
  const { data: comments, isError, isLoading } = useGetWorkCommentsQuery(assignment.id, { skip: !open });
  const text = assignment.submittedContent ?? '';

  return (
    <details className="pw-work-comments__done" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Comments from the editor</summary>
      {isLoading && <p>Loading the comments…</p>}
      {isError && <Alert type="error" showIcon title="The editor's comments could not be loaded." />}
      {comments?.length === 0 && <p>The editor left no comments on this work.</p>}
      {comments && comments.length > 0 && (
        <ol className="pw-review__items">
          {comments.map((comment) => (
            <li key={comment.id} className="pw-review__item">
              <CommentThread comment={comment} placed={reanchor(text, comment.selector) !== null} busy={NO_REPLY} />
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
