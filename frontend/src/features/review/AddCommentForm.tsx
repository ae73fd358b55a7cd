import { selectPassage } from '@penwright/text';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useReportedChange } from '../admin/useReportedChange';
import { COMMENT_LIMIT } from './CommentThread';
import { useAddReviewCommentMutation } from './reviewApi';

interface Props {
  assignmentId: number;
  version: { id: number; content: string };
  passage: { start: number; end: number };
  onDone(): void;
}

/** A comment on the passage the editor selected, stored as a draft with its position and quote selectors. */
export function AddCommentForm({ assignmentId, version, passage, onDone }: Props) {
  const [body, setBody] = useState('');
  const [add, { isLoading }] = useAddReviewCommentMutation();
  const report = useReportedChange();
  const selector = selectPassage(version.content, passage.start, passage.end);

  async function save() {
    const comment = { submissionId: version.id, selector, body: body.trim() };
    const added = await report(add({ id: assignmentId, comment }).unwrap(), {
      success: 'Comment added',
      failure: 'Failed to add the comment',
    });
    if (added) onDone();
  }

  return (
    <div className="pw-review__add">
      <label htmlFor="pw-comment-body" className="pw-admin__label">
        Comment on “{selector.quote.exact}”
      </label>
      <Input.TextArea
        id="pw-comment-body"
        rows={3}
        maxLength={COMMENT_LIMIT}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="pw-admin__actions">
        <Button type="primary" loading={isLoading} disabled={!body.trim()} onClick={() => void save()}>
          Add comment
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </div>
  );
}
